const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PaymentReceiptEmailInput {
  firstName: string;
  /** What was bought (the package's name). */
  description: string;
  /** Amounts already written for the reader ('$80.00'). */
  amount: string;
  originalAmount: string;
  discount: string | null;
  couponCode: string | null;
  paidAt: string;
  reference: string;
  /** Where the client sees their receipts. */
  url: string;
}

/** The receipt a client gets for every payment to their coach. */
export function paymentReceiptEmail(input: PaymentReceiptEmailInput): { subject: string; text: string; html: string } {
  const subject = `Your receipt: ${input.description}`;
  const lines = [
    `Item: ${input.description}`,
    `Price: ${input.originalAmount}`,
    ...(input.discount ? [`Discount${input.couponCode ? ` (${input.couponCode})` : ''}: -${input.discount}`] : []),
    `Paid: ${input.amount}`,
    `Date: ${input.paidAt}`,
    `Reference: ${input.reference}`,
  ];
  const text = `Hi ${input.firstName},\n\nThank you for your payment.\n\n${lines.join('\n')}\n\nYour receipts: ${input.url}\n\nThe CoachCore team`;
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p><p>Thank you for your payment.</p><ul>${lines
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul><p><a href="${escapeHtml(input.url)}">Your receipts</a></p><p>The CoachCore team</p>`;
  return { subject, text, html };
}
