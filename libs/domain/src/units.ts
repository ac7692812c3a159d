import type { UnitSystem } from './auth-messages';

/**
 * Figures are stored in one unit whatever a person reads them in: body weight, muscle mass and lifted weight in pounds,
 * girths in inches (document 2, measurements). A person who chose metric in their profile reads and types kilograms
 * and centimetres; these helpers convert at the screen's edge, so the API, the coach's screens and exports stay in the
 * stored unit.
 */
export type Quantity = 'mass' | 'length';

const UNIT_NAMES: Record<UnitSystem, Record<Quantity, string>> = {
  imperial: { mass: 'lbs', length: 'inches' },
  metric: { mass: 'kg', length: 'cm' },
};

/** Metric units in one stored unit (exact by definition: the international pound and inch). */
const METRIC_PER_STORED: Record<Quantity, number> = { mass: 0.45359237, length: 2.54 };

/** Decimals a person reads (0.1 kg, 0.1 cm) and the stored columns keep (numeric scale 2). */
const SHOWN_DECIMALS = 1;
const STORED_DECIMALS = 2;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The unit's short name: 'lbs' or 'kg', 'inches' or 'cm'. */
export function unitName(quantity: Quantity, system: UnitSystem): string {
  return UNIT_NAMES[system][quantity];
}

/** A stored figure as the person reads it: unchanged in imperial, converted and rounded to 0.1 in metric. */
export function displayedValue(stored: number, quantity: Quantity, system: UnitSystem): number {
  return system === 'imperial' ? stored : round(stored * METRIC_PER_STORED[quantity], SHOWN_DECIMALS);
}

/**
 * What the person typed, as text in the stored unit: imperial unchanged, metric converted to 2 decimals (80 kg →
 * '176.37', read back as 80.0). Blank or non-number text passes unchanged, for the form's own validation to report.
 */
export function storedText(typed: string, quantity: Quantity, system: UnitSystem): string {
  const text = typed.trim();
  if (system === 'imperial' || text === '' || !Number.isFinite(Number(text))) return typed;
  return String(round(Number(text) / METRIC_PER_STORED[quantity], STORED_DECIMALS));
}

/** A stored figure as the text of a form field the person edits (the reverse of storedText). */
export function displayedText(stored: number | null | undefined, quantity: Quantity, system: UnitSystem): string {
  return stored === null || stored === undefined ? '' : String(displayedValue(stored, quantity, system));
}
