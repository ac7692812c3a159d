export { useAdminAccess, type AdminAccess } from './hooks/useAdminAccess';
