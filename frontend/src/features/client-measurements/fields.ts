import type { Quantity } from '@coachcore/domain';
import type { Units } from '../../hooks/useUnits';

/** The measurements table's fields (document 2 section 3): body fat in %, the others in the person's mass or length unit. */
export const MEASUREMENT_FIELDS = [
  { name: 'weight', label: 'Weight', quantity: 'mass' },
  { name: 'bodyFat', label: 'Body Fat', quantity: null },
  { name: 'muscleMass', label: 'Muscle Mass', quantity: 'mass' },
  { name: 'chest', label: 'Chest', quantity: 'length' },
  { name: 'waist', label: 'Waist', quantity: 'length' },
  { name: 'hips', label: 'Hips', quantity: 'length' },
  { name: 'arms', label: 'Arms', quantity: 'length' },
  { name: 'thighs', label: 'Thighs', quantity: 'length' },
  { name: 'neck', label: 'Neck', quantity: 'length' },
  { name: 'forearms', label: 'Forearms', quantity: 'length' },
  { name: 'calves', label: 'Calves', quantity: 'length' },
  { name: 'shoulders', label: 'Shoulders', quantity: 'length' },
] as const satisfies ReadonlyArray<{ name: string; label: string; quantity: Quantity | null }>;

export type MeasurementFieldDefinition = (typeof MEASUREMENT_FIELDS)[number];
export type MeasurementField = MeasurementFieldDefinition['name'];

/** 'Weight (kg)', 'Waist (inches)', 'Body Fat (%)'. */
export const fieldLabel = (field: MeasurementFieldDefinition, units: Units) => `${field.label} (${field.quantity ? units.name(field.quantity) : '%'})`;

/** A stored value of the field as the person reads it. */
export const shownValue = (field: MeasurementFieldDefinition, stored: number, units: Units) => (field.quantity ? units.show(stored, field.quantity) : stored);
