/** class-transformer helpers shared by DTOs. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** '' → null, so empty optional fields clear a value instead of failing validation. */
export const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

/** Query-string booleans. */
export const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Query-string integers (left as-is when not numeric, so validation reports them). */
export const queryInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value);

/** Numbers that the spec's forms send as strings ("82.5"); non-numeric text stays text so validation rejects it. */
export const numericString = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return value === undefined ? undefined : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return value;
};
