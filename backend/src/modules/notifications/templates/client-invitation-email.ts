const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ClientInvitationEmailInput {
  clientFirstName: string;
  businessName: string;
  /** The full link with the single-use code. */
  link: string;
  expiresAt: Date;
}

export function clientInvitationEmail(input: ClientInvitationEmailInput): { subject: string; text: string; html: string } {
  const expires = input.expiresAt.toUTCString();
  const subject = `${input.businessName} invited you to CoachCore`;
  const intro = `${input.businessName} has invited you to CoachCore, where you will find your workouts, nutrition, goals and messages from your coach.`;
  const how = 'Open the link below to create your client account, or sign in if you already have one.';
  const note = `The link works once and expires on ${expires}. If you did not expect this e-mail, you can ignore it.`;
  const text = `Hi ${input.clientFirstName},\n\n${intro}\n\n${how}\n\n${input.link}\n\n${note}\n\nThe CoachCore team`;
  const html =
    `<p>Hi ${escapeHtml(input.clientFirstName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p><p>${escapeHtml(note)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
