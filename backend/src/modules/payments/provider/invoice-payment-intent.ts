/** The payment intent that paid a Stripe invoice (on its payments since Stripe's 2025 API versions, earlier on the invoice). */
export function invoicePaymentIntent(invoice: Record<string, unknown>): string | null {
  const payments = (invoice.payments as { data?: { payment?: { payment_intent?: string | { id: string } } }[] } | undefined)?.data ?? [];
  const intent = payments[0]?.payment?.payment_intent ?? (invoice.payment_intent as string | { id: string } | null | undefined);
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}
