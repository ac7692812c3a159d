/** What the client portal says where a module's data cannot be shown yet, instead of zeros. */
export const PORTAL_TEXTS = {
  meetingsNotYet: 'Meetings are not in your portal yet: your coach schedules sessions with you directly for now.',
  noPackage: 'No coaching package',
  notLinked: 'Not linked to a coach yet',
} as const;
