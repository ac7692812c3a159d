const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AccountDeletionEmailInput {
  firstName: string;
  /** The full link with the single-use code. */
  link: string;
  expiresAt: Date;
}

/** To the client who asked to delete their account: the link that confirms it. */
export function accountDeletionEmail(input: AccountDeletionEmailInput): { subject: string; text: string; html: string } {
  const subject = 'Confirm the deletion of your CoachCore account';
  const intro = 'You asked to delete your CoachCore account.';
  const what =
    'Confirming erases your personal data: your profile, goals, measurements, progress photos, workout and nutrition logs, and your messages with your coach. This cannot be undone.';
  const how = 'Open the link below while signed in to confirm:';
  const note = `The link works once and expires on ${input.expiresAt.toUTCString()}. If you did not ask for this, ignore this e-mail: your account stays as it is.`;
  const text = `Hello ${input.firstName},\n\n${intro}\n\n${what}\n\n${how}\n\n${input.link}\n\n${note}\n\nThe CoachCore team`;
  const html =
    `<p>Hello ${escapeHtml(input.firstName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(input.link)}">Delete my account</a></p><p>${escapeHtml(note)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}

export interface ClientErasedEmailInput {
  coachFirstName: string;
  clientName: string;
}

/** To the coach: one of their clients deleted their account, and what that removed. */
export function clientErasedEmail(input: ClientErasedEmailInput): { subject: string; text: string; html: string } {
  const subject = `${input.clientName} deleted their CoachCore account`;
  const intro = `${input.clientName} deleted their client account.`;
  const what =
    'Their client record has been removed from your business with their goals, measurements, progress photos, workout and nutrition logs, and your conversation with them. Meetings you had scheduled with them remain on your calendar without the client.';
  const text = `Hello ${input.coachFirstName},\n\n${intro}\n\n${what}\n\nThe CoachCore team`;
  const html = `<p>Hello ${escapeHtml(input.coachFirstName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(what)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
