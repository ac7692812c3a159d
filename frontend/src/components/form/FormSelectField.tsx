import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

type FormSelectFieldProps<Values extends FieldValues> = Omit<FormTextFieldProps<Values>, 'select' | 'children'> & {
  options: readonly SelectOption[];
  /** A first entry of value '' (shown in italics), for a field that may be left unset. */
  emptyOption?: ReactNode;
  /** Style of each option in the menu. */
  optionSx?: SxProps<Theme>;
};

/** A MUI select bound to a form field: the options as value and label, the field's message beneath it. */
export function FormSelectField<Values extends FieldValues>({ options, emptyOption, optionSx, ...props }: FormSelectFieldProps<Values>) {
  return (
    <FormTextField {...props} select>
      {emptyOption !== undefined && (
        <MenuItem value="">
          <em>{emptyOption}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={optionSx}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
