/** 'lightly_active' → 'Lightly Active'. */
export const humanise = (value: string) =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const formatDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString();

export const orDash = (value: number | null | undefined, suffix = '') => (value == null ? '—' : `${value}${suffix}`);
