const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SessionFeedbackEmailInput {
  firstName: string;
  sessionTitle: string;
  /** Who held it: the business's name, or the coach's. */
  businessName: string;
  /** The portal page where they rate it. */
  url: string;
}

/** A session the client took part in was completed: they are asked to rate it in their portal. */
export function sessionFeedbackEmail(input: SessionFeedbackEmailInput): { subject: string; text: string; html: string } {
  const subject = `How was ${input.sessionTitle}?`;
  const line = `Thank you for your session "${input.sessionTitle}" with ${input.businessName}. How did it go? Rating it takes a minute and helps us coach you better.`;
  const text = `Hi ${input.firstName},\n\n${line}\n\nRate your session: ${input.url}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(input.url)}">Rate your session</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
