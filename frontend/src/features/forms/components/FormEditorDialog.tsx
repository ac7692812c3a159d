import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FORM_CATEGORIES, FORM_CATEGORY_LABELS, FORM_FIELD_TYPE_LABELS, FORM_FIELD_TYPES, FORM_MESSAGES, FORM_OPTION_TYPES } from '@coachcore/domain';
import type { FormResponseDto } from '@coachcore/api-client/forms';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useFormsCreateMutation, useFormsUpdateMutation } from '../api';
import { EMPTY_FIELD, EMPTY_FORM_FORM, formFormResolver, toFormBody, toFormForm, type FormFormValues } from '../form-form';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Edits this form; creates a new one when left out. */
  form?: FormResponseDto;
  /** A new form's starting values (a template's). */
  initial?: FormFormValues;
}

const CATEGORY_OPTIONS = FORM_CATEGORIES.map((value) => ({ value, label: FORM_CATEGORY_LABELS[value] }));
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((value) => ({ value, label: FORM_FIELD_TYPE_LABELS[value] }));

function FieldRow({ control, index, onRemove }: { control: Control<FormFormValues>; index: number; onRemove: () => void }) {
  const type = useWatch({ control, name: `fields.${index}.type` });
  const hasOptions = FORM_OPTION_TYPES.includes(type);
  const hasPlaceholder = ['text', 'textarea', 'email', 'phone', 'number'].includes(type);
  return (
    <Paper variant="outlined" component="li" aria-label={`Field ${index + 1}`} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormSelectField
          control={control}
          name={`fields.${index}.type`}
          label="Type"
          options={TYPE_OPTIONS}
          size="small"
          sx={{ minWidth: 150, width: { sm: 170 } }}
        />
        <FormTextField control={control} name={`fields.${index}.label`} label="Label" size="small" required />
        <IconButton aria-label={`Remove field ${index + 1}`} onClick={onRemove} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {hasOptions && (
        <FormTextField
          control={control}
          name={`fields.${index}.optionsText`}
          label="Options (one per line)"
          size="small"
          multiline
          minRows={2}
          sx={{ mt: 1 }}
        />
      )}
      {hasPlaceholder && <FormTextField control={control} name={`fields.${index}.placeholder`} label="Placeholder" size="small" sx={{ mt: 1 }} />}
      <Controller
        control={control}
        name={`fields.${index}.required`}
        render={({ field }) => (
          <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />} label="Required" />
        )}
      />
    </Paper>
  );
}

/** Create Form and Edit Form: title, description, category, the required and active switches and the fields. */
export function FormEditorDialog({ open, onClose, form, initial }: Props) {
  const [create, createState] = useFormsCreateMutation();
  const [update, updateState] = useFormsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const start = form ? toFormForm(form) : (initial ?? { ...EMPTY_FORM_FORM, fields: [{ ...EMPTY_FIELD }] });
  const { control, handleSubmit, reset, setError, formState } = useForm<FormFormValues>({ resolver: formFormResolver, defaultValues: start });
  const fields = useFieldArray({ control, name: 'fields' });
  useEffect(() => {
    if (open) reset(form ? toFormForm(form) : (initial ?? { ...EMPTY_FORM_FORM, fields: [{ ...EMPTY_FIELD }] }));
  }, [open, form, initial, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toFormBody(values);
    const outcome = form
      ? await runWithToasts(update({ id: form.id, updateFormDto: body }).unwrap(), {
          success: { title: FORM_MESSAGES.updated },
          failure: { fallback: FORM_MESSAGES.updateFailed },
        })
      : await runWithToasts(create({ createFormDto: body }).unwrap(), {
          success: { title: FORM_MESSAGES.created },
          failure: { fallback: FORM_MESSAGES.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });
  const fieldsError = (formState.errors as Record<string, { message?: string } | undefined>).fields?.message;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form ? 'Edit Form' : 'Create Form'}
      titleId="form-editor-title"
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel={form ? 'Save Changes' : 'Create Form'}
      maxWidth="md"
    >
      <FormTextField control={control} name="title" label="Title" autoComplete="off" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} emptyOption="Choose a category" required />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Controller
          control={control}
          name="isRequired"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label="Required for all clients"
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />} label="Active" />
          )}
        />
      </Stack>
      {form && form.version > 0 && (
        <Typography variant="body2" color="text.secondary">
          Version {form.version}. Changing the questions of a form that has been signed makes a new version; signed copies keep theirs.
        </Typography>
      )}
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Fields
        </Typography>
        <Stack component="ul" spacing={1} aria-label="Fields" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {fields.fields.map((row, index) => (
            <FieldRow key={row.id} control={control} index={index} onRemove={() => fields.remove(index)} />
          ))}
        </Stack>
        {fieldsError && <FormHelperText error>{fieldsError}</FormHelperText>}
        <Button startIcon={<AddIcon />} onClick={() => fields.append({ ...EMPTY_FIELD })} sx={{ mt: 1 }}>
          Add Field
        </Button>
      </Box>
    </FormDialog>
  );
}
