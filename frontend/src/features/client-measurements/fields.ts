/** The measurements table's fields (document 2 section 3), with the units the form and the chart show. */
export const MEASUREMENT_FIELDS = [
  { name: 'weight', label: 'Weight', unit: 'lbs' },
  { name: 'bodyFat', label: 'Body Fat', unit: '%' },
  { name: 'muscleMass', label: 'Muscle Mass', unit: 'lbs' },
  { name: 'chest', label: 'Chest', unit: 'inches' },
  { name: 'waist', label: 'Waist', unit: 'inches' },
  { name: 'hips', label: 'Hips', unit: 'inches' },
  { name: 'arms', label: 'Arms', unit: 'inches' },
  { name: 'thighs', label: 'Thighs', unit: 'inches' },
  { name: 'neck', label: 'Neck', unit: 'inches' },
  { name: 'forearms', label: 'Forearms', unit: 'inches' },
  { name: 'calves', label: 'Calves', unit: 'inches' },
  { name: 'shoulders', label: 'Shoulders', unit: 'inches' },
] as const;

export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number]['name'];
export const fieldLabel = (field: (typeof MEASUREMENT_FIELDS)[number]) => `${field.label} (${field.unit})`;
