import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';

/** The options of a coupon type select, as both coupon screens name them. */
export const COUPON_TYPE_LABELS = { percentage: 'Percentage', fixed: 'Fixed amount', free: 'Free access' } as const;

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  autoFocus?: boolean;
}

/** A coupon's code: uppercased as typed, 3–20 letters, numbers and hyphens (document 3 section 5). */
export function CouponCodeField<T extends FieldValues>({ control, name, autoFocus }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          required
          autoFocus={autoFocus}
          label="Code"
          autoComplete="off"
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? '3–20 letters, numbers and hyphens'}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      )}
    />
  );
}
