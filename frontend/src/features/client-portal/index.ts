export { ClientMembership } from './components/ClientMembership';
