const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface BusinessSuspendedEmailInput {
  firstName: string;
  /** What was owed, already written for the reader ('£50.00'). */
  amount: string;
  /** Where the owner pays (the subscription page). */
  payUrl: string;
}

/** The payment grace period ended unpaid: the business is suspended until it pays. */
export function businessSuspendedEmail(input: BusinessSuspendedEmailInput): { subject: string; text: string; html: string } {
  const subject = 'Your CoachCore account has been suspended';
  const why = `Your platform subscription payment of ${input.amount} is still unpaid and its 30-day grace period has ended, so your business has been suspended: you, your staff and your clients cannot use CoachCore until it is paid.`;
  const how =
    'Update your payment method on the Subscription page: the overdue invoice is paid with the new card and your account is reactivated at once. Your data is kept safe meanwhile.';
  const text = `Hi ${input.firstName},\n\n${why}\n\n${how}\n\nPay now: ${input.payUrl}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(input.payUrl)}">Pay now</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}

export interface SubscriptionEndingEmailInput {
  firstName: string;
  /** The last day of access, already written for the reader. */
  endsOn: string;
  /** Where the owner keeps the subscription. */
  manageUrl: string;
}

/** A cancelled platform subscription ends in 7 days. */
export function subscriptionEndingEmail(input: SubscriptionEndingEmailInput): { subject: string; text: string; html: string } {
  const subject = 'Your CoachCore subscription ends in 7 days';
  const line = `Your CoachCore subscription was cancelled and ends on ${input.endsOn}. After that date you, your staff and your clients lose access to your business on CoachCore.`;
  const keep = 'Changed your mind? Keep your subscription on the Subscription page before it ends.';
  const text = `Hi ${input.firstName},\n\n${line}\n\n${keep}\n\nKeep my subscription: ${input.manageUrl}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>${escapeHtml(line)}</p><p>${escapeHtml(keep)}</p><p><a href="${escapeHtml(input.manageUrl)}">Keep my subscription</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
