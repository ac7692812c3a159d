const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface WaitlistPromotedEmailInput {
  firstName: string;
  sessionTitle: string;
  /** When the session starts, already written for the reader (their time zone). */
  startsAt: string;
  /** Where they see their sessions. */
  url: string;
}

/** A seat opened in a full group session and the client at the head of its waitlist now has it. */
export function waitlistPromotedEmail(input: WaitlistPromotedEmailInput): { subject: string; text: string; html: string } {
  const subject = `You're in: ${input.sessionTitle}`;
  const line = `A seat opened in ${input.sessionTitle} on ${input.startsAt} and it is yours now: you moved up from the waitlist.`;
  const text = `Hi ${input.firstName},\n\n${line}\n\nSee your sessions: ${input.url}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(input.url)}">See your sessions</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
