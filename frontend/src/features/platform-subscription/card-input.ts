/**
 * The card form's own checks, with the messages Stripe Elements shows (the simulated provider's form looks and
 * behaves like Elements: errors appear under the field as the person types, and the form cannot be sent while one shows).
 */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

const digits = (text: string) => text.replace(/\D/g, '');

/** 4242 4242 4242 4242 as typed. */
export const formatCardNumber = (text: string) =>
  digits(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM / YY as typed. */
export function formatExpiry(text: string): string {
  const value = digits(text).slice(0, 4);
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2)}` : value;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem with the card as typed, or null; `complete` false skips "incomplete" (while typing). */
export function cardError(card: CardInput, complete: boolean, now = new Date()): string | null {
  const number = digits(card.number);
  if (number.length === 16 && !luhn(number)) return 'Your card number is invalid.';
  if (complete && number.length < 16) return 'Your card number is incomplete.';
  const expiry = digits(card.expiry);
  if (expiry.length === 4) {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2));
    if (month < 1 || month > 12) return "Your card's expiration date is incomplete.";
    if (year < now.getFullYear()) return "Your card's expiration year is in the past.";
    if (year === now.getFullYear() && month < now.getMonth() + 1) return "Your card's expiration date is in the past.";
  } else if (complete) return "Your card's expiration date is incomplete.";
  if (complete && digits(card.cvc).length < 3) return "Your card's security code is incomplete.";
  return null;
}

/** The card as the simulated provider takes it. */
export function cardPayload(card: CardInput) {
  const expiry = digits(card.expiry);
  return { number: digits(card.number), expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc: digits(card.cvc) };
}
