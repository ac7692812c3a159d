export { domainResolver, formMessage } from './domain-resolver';
export { FormTextField } from './FormTextField';
export { showServerFieldErrors } from './server-field-errors';
