export { ClientFormDialog } from './components/ClientFormDialog';
