export { ContactSupportButton } from './components/ContactSupportButton';
