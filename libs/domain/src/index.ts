export * from './roles';
export * from './auth-messages';
export * from './validation';
export * from './role-routing';
