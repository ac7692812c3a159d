const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AutomationEmailInput {
  subject: string;
  /** The coach's text, paragraphs split by blank lines. */
  message: string;
  /** A link the e-mail leads to (the portal, a form, a review page), shown after the text. */
  link?: { label: string; url: string };
  /** Who it comes from (the business's name). */
  signature: string;
}

/** An e-mail a business's automation sends: the coach's own words, with a link where the action has one. */
export function automationEmail(input: AutomationEmailInput): { subject: string; text: string; html: string } {
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const link = input.link ? `\n\n${input.link.label}: ${input.link.url}` : '';
  const text = `${paragraphs.join('\n\n')}${link}\n\n${input.signature}`;
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ...(input.link ? [`<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>`] : []),
    `<p>${escapeHtml(input.signature)}</p>`,
  ].join('');
  return { subject: input.subject, text, html };
}
