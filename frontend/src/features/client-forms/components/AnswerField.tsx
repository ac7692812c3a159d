import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormFieldResponseDto } from '@coachcore/api-client/client-portal';
import { FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientFormsUploadFileMutation } from '../api';
import type { FillFormValues } from '../fill-form';

const INPUT_TYPES: Partial<Record<FormFieldResponseDto['type'], string>> = { email: 'email', phone: 'tel', number: 'text', date: 'date' };

/** One question of a form, drawn by its type; the answer lives at `answers.<field id>`. */
export function AnswerField({ field, control, formId }: { field: FormFieldResponseDto; control: Control<FillFormValues>; formId: string }) {
  const name = `answers.${field.id}` as const;
  const label = field.label;
  const [upload, uploadState] = useClientFormsUploadFileMutation();
  const runWithToasts = useMutationToasts();
  const [fileName, setFileName] = useState('');

  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'number':
    case 'date':
    case 'textarea':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          required={field.required}
          placeholder={field.placeholder ?? undefined}
          type={INPUT_TYPES[field.type] ?? 'text'}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 3 : undefined}
          slotProps={{
            inputLabel: field.type === 'date' ? { shrink: true } : undefined,
            htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined,
          }}
        />
      );
    case 'select':
      return (
        <FormSelectField
          control={control}
          name={name}
          label={label}
          required={field.required}
          options={field.options.map((value) => ({ value, label: value }))}
          emptyOption="Choose one"
        />
      );
    case 'radio':
    case 'checkbox':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input, fieldState }) => (
            <FormControl error={!!fieldState.error} component="fieldset">
              <FormLabel component="legend" required={field.required}>
                {label}
              </FormLabel>
              {field.type === 'radio' ? (
                <RadioGroup value={input.value ?? ''} onChange={(_, value) => input.onChange(value)}>
                  {field.options.map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
                  ))}
                </RadioGroup>
              ) : (
                <FormGroup>
                  {field.options.map((option) => {
                    const chosen = Array.isArray(input.value) ? input.value : [];
                    return (
                      <FormControlLabel
                        key={option}
                        label={option}
                        control={
                          <Checkbox
                            checked={chosen.includes(option)}
                            onChange={(_, checked) => input.onChange(checked ? [...chosen, option] : chosen.filter((item) => item !== option))}
                          />
                        }
                      />
                    );
                  })}
                </FormGroup>
              )}
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      );
    case 'file':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input, fieldState }) => (
            <FormControl error={!!fieldState.error}>
              <FormLabel required={field.required}>{label}</FormLabel>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Button component="label" variant="outlined" disabled={uploadState.isLoading}>
                  {uploadState.isLoading ? 'Uploading...' : 'Choose File'}
                  <input
                    hidden
                    type="file"
                    accept="image/*,application/pdf"
                    aria-label={label}
                    onChange={async (event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (!file) return;
                      const outcome = await runWithToasts(upload({ formId, file }).unwrap(), { failure: { fallback: 'Failed to upload the file' } });
                      if (outcome.ok) {
                        input.onChange(outcome.data.id);
                        setFileName(file.name);
                      }
                    }}
                  />
                </Button>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {input.value ? fileName || 'File uploaded' : 'An image or a PDF, up to 10 MB'}
                </Typography>
              </Stack>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      );
    default:
      return null;
  }
}
