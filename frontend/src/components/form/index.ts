export { domainResolver, formMessage } from './domain-resolver';
export { FormDialog } from './FormDialog';
export { FormSelectField, type SelectOption } from './FormSelectField';
export { FormTextField } from './FormTextField';
export { showServerFieldErrors } from './server-field-errors';
export { FormCheckboxGroup } from './FormCheckboxGroup';
