/**
 * Client invitations (issue 12): a coach invites a client by e-mail; the link's single-use code links the
 * person's client sign-in to that client record. Texts shared by the server's answers and the browser.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What a client card shows: never invited, invited and waiting, or linked to a sign-in. */
export const CLIENT_INVITATION_STATES = ['not_invited', 'invited', 'linked'] as const;
export type ClientInvitationState = (typeof CLIENT_INVITATION_STATES)[number];

export const CLIENT_INVITATION_STATE_LABELS: Record<ClientInvitationState, string> = {
  not_invited: 'Not invited',
  invited: 'Invited',
  linked: 'Linked',
};

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** The path of the page an invitation link opens. */
export const invitationPath = (code: string) => `/invite/${code}`;

export const INVITATION_MESSAGES = {
  sent: 'Invitation sent successfully',
  sendFailed: 'Failed to send invitation',
  notFound: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This invitation has expired. Ask your coach to send you a new one.',
  used: 'This invitation has already been used. Sign in to your client account.',
  revoked: 'This invitation has been replaced by a newer one. Use the link in the most recent e-mail from your coach.',
  clientAccountRequired: 'Only a client account can accept an invitation. Sign out, then sign up or sign in as a client.',
  alreadyLinked: 'This client is already linked to an account.',
  userAlreadyLinked: 'Your account is already linked to another client of this business.',
  userLinkedElsewhere: 'This account is already linked to another coach. To accept this invitation, sign up with a different client account.',
  notLinkedTitle: 'Your account is not linked to a coach yet',
  notLinkedHelp:
    'Ask your coach for an invitation. Open the link in the invitation e-mail while signed in to this account, and your workouts, nutrition, goals and messages will appear here.',
} as const;
