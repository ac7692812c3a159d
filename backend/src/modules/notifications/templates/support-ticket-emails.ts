const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

export interface SupportReplyEmailInput {
  firstName: string;
  subject: string;
  /** The support team's answer, as written. */
  reply: string;
  /** Where the business reads the whole thread. */
  url: string;
}

/** The support team answered a business's support request. */
export function supportReplyEmail(input: SupportReplyEmailInput): { subject: string; text: string; html: string } {
  const subject = `Re: ${input.subject}`;
  const text = `Hi ${input.firstName},\n\nCoachCore support answered your request "${input.subject}":\n\n${input.reply}\n\nRead the conversation and reply: ${input.url}\n\nThe CoachCore team`;
  const html =
    `<p>Hi ${escapeHtml(input.firstName)},</p><p>CoachCore support answered your request “${escapeHtml(input.subject)}”:</p>` +
    `<blockquote>${paragraphs(input.reply)}</blockquote><p><a href="${escapeHtml(input.url)}">Read the conversation and reply</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}

export interface SupportClosedEmailInput {
  firstName: string;
  subject: string;
  url: string;
}

/** The support team closed a business's support request. */
export function supportClosedEmail(input: SupportClosedEmailInput): { subject: string; text: string; html: string } {
  const subject = `Support request closed: ${input.subject}`;
  const line = `Your support request "${input.subject}" has been closed. If you still need help, open a new request from the Help Center.`;
  const text = `Hi ${input.firstName},\n\n${line}\n\nYour support requests: ${input.url}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(input.url)}">Your support requests</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
