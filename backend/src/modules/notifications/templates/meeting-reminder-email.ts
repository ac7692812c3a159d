const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MeetingReminderEmailInput {
  firstName: string;
  title: string;
  /** '24h' or '1h' before the start. */
  kind: '24h' | '1h';
  /** When it starts, already written for the reader (their time zone). */
  startsAt: string;
  /** With whom: the coach's or the client's name (a group session: its title says enough). */
  withWhom: string | null;
  /** Where to join: the video link, the place or the phone number. */
  joinUrl: string | null;
  location: string | null;
  /** Where they see their sessions. */
  url: string;
}

/** A reminder a day or an hour before a meeting, with its invitation (.ics) attached. */
export function meetingReminderEmail(input: MeetingReminderEmailInput): { subject: string; text: string; html: string } {
  const when = input.kind === '24h' ? 'in 24 hours' : 'in 1 hour';
  const subject = `Reminder: ${input.title} starts ${when}`;
  const lines = [
    `${input.title} starts ${when}, on ${input.startsAt}${input.withWhom ? `, with ${input.withWhom}` : ''}.`,
    input.joinUrl ? `Join: ${input.joinUrl}` : null,
    input.location ? `Where: ${input.location}` : null,
    'The invitation is attached: open it to add the session to your calendar.',
  ].filter((line): line is string => line !== null);
  const text = `Hi ${input.firstName},\n\n${lines.join('\n')}\n\nSee your sessions: ${input.url}\n\nThe CoachCore team`;
  const html = [
    `<p>Hi ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(lines[0]!)}</p>`,
    input.joinUrl ? `<p><a href="${escapeHtml(input.joinUrl)}">Join the meeting</a></p>` : '',
    input.location ? `<p>Where: ${escapeHtml(input.location)}</p>` : '',
    `<p>The invitation is attached: open it to add the session to your calendar.</p>`,
    `<p><a href="${escapeHtml(input.url)}">See your sessions</a></p><p>The CoachCore team</p>`,
  ].join('');
  return { subject, text, html };
}
