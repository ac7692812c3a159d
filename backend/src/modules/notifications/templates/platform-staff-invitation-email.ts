const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PlatformStaffInvitationEmailInput {
  /** Who invited them (name). */
  invitedBy: string;
  /** The role's label, when one was chosen. */
  roleLabel: string | null;
  /** The full link with the single-use code. */
  link: string;
  expiresAt: Date;
}

/** The invitation to the platform's own team (the admin area), sent by a platform admin. */
export function platformStaffInvitationEmail(input: PlatformStaffInvitationEmailInput): { subject: string; text: string; html: string } {
  const expires = input.expiresAt.toUTCString();
  const subject = 'You are invited to the CoachCore platform team';
  const as = input.roleLabel ? ` as ${input.roleLabel}` : '';
  const intro = `${input.invitedBy} has invited you to join the CoachCore platform team${as}.`;
  const how = 'Open the link below to create your platform account. What you can do in the admin area follows the permissions you were given.';
  const note = `The link works once and expires on ${expires}. If you did not expect this e-mail, you can ignore it.`;
  const text = `Hello,\n\n${intro}\n\n${how}\n\n${input.link}\n\n${note}\n\nThe CoachCore team`;
  const html =
    `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p><p>${escapeHtml(note)}</p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
