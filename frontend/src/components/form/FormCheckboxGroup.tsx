import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from './FormSelectField';

interface FormCheckboxGroupProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A field holding a list of strings. */
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  /** Options side by side (wrapping) rather than one a line. */
  row?: boolean;
}

/** A multi-select as a group of checkboxes bound to a list field: the ticked values, in the options' order. */
export function FormCheckboxGroup<Values extends FieldValues>({ control, name, label, options, row = true }: FormCheckboxGroupProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value ?? []) as string[];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(options.map((option) => option.value).filter((option) => (option === value ? checked : selected.includes(option))));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                name={`${name}.${option.value}`}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
