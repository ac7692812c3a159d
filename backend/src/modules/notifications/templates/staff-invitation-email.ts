const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface StaffInvitationEmailInput {
  businessName: string;
  /** The role's label, when the owner chose one. */
  roleLabel: string | null;
  /** The full link with the single-use code. */
  link: string;
  expiresAt: Date;
}

export function staffInvitationEmail(input: StaffInvitationEmailInput): { subject: string; text: string; html: string } {
  const expires = input.expiresAt.toUTCString();
  const subject = `${input.businessName} invited you to join their team on CoachCore`;
  const as = input.roleLabel ? ` as ${input.roleLabel}` : '';
  const intro = `${input.businessName} has invited you to join their staff on CoachCore${as}.`;
  const how = 'Open the link below to create your staff account, or sign in if you already have one.';
  const note = `The link works once and expires on ${expires}. If you did not expect this e-mail, you can ignore it.`;
  const text = `Hello,\n\n${intro}\n\n${how}\n\n${input.link}\n\n${note}\n\nThe CoachCore team`;
  const html =
    `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p><p>${escapeHtml(note)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
