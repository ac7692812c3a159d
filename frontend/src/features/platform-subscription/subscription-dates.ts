/** A period end (epoch seconds) as the subscription screens show it: 24 December 2026. */
export const renewalDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
