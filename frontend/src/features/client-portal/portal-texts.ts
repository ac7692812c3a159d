/** What the client portal says where a module's data cannot be shown yet, instead of zeros. */
export const PORTAL_TEXTS = {
  notLinked: 'Not linked to a coach yet',
} as const;
