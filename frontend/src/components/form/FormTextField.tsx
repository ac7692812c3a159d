import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** A MUI text field bound to a form field; its message shows beneath it. A select is a `FormSelectField`. */
export function FormTextField<Values extends FieldValues>({ control, name, helperText, fullWidth = true, ...props }: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
