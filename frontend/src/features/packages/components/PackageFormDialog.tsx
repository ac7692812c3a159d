import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { PACKAGE_BILLING_OPTIONS, PACKAGE_MESSAGES } from '@coachcore/domain';
import type { CoachingPackageResponseDto } from '@coachcore/api-client/packages';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { usePackagesCreateMutation, usePackagesUpdateMutation } from '../api';
import { EMPTY_PACKAGE_FORM, packageFormResolver, toPackageBody, toPackageForm, type PackageFormValues } from '../package-form';
import { FeaturesField } from './FeaturesField';

const BILLING_OPTIONS = PACKAGE_BILLING_OPTIONS.map((option) => ({ value: option.value ?? 'one-off', label: option.label }));

interface Props {
  open: boolean;
  onClose: () => void;
  /** Edits this package; creates a new one when left out. */
  coachingPackage?: CoachingPackageResponseDto;
}

/** Create Package (and Edit Package): name, description, price, duration (30 days to start with), features, max clients. */
export function PackageFormDialog({ open, onClose, coachingPackage }: Props) {
  const [create, createState] = usePackagesCreateMutation();
  const [update, updateState] = usePackagesUpdateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<PackageFormValues>({
    resolver: packageFormResolver,
    defaultValues: coachingPackage ? toPackageForm(coachingPackage) : EMPTY_PACKAGE_FORM,
  });
  useEffect(() => {
    if (open) reset(coachingPackage ? toPackageForm(coachingPackage) : EMPTY_PACKAGE_FORM);
  }, [open, coachingPackage, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toPackageBody(values);
    const outcome = coachingPackage
      ? await runWithToasts(update({ id: coachingPackage.id, updateCoachingPackageDto: body }).unwrap(), {
          success: { title: PACKAGE_MESSAGES.updated },
          failure: { fallback: PACKAGE_MESSAGES.updateFailed },
        })
      : await runWithToasts(create({ createCoachingPackageDto: body }).unwrap(), {
          success: { title: PACKAGE_MESSAGES.created },
          failure: { fallback: PACKAGE_MESSAGES.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={coachingPackage ? 'Edit Package' : 'Create Package'}
      titleId="package-form-title"
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel={coachingPackage ? 'Save Changes' : 'Create Package'}
    >
      <FormTextField control={control} name="name" label="Package Name" autoComplete="off" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="price"
          label="Price"
          required
          inputMode="decimal"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { step: 0.01 } }}
        />
        <FormTextField control={control} name="duration" label="Duration (days)" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} />
      </Stack>
      <FormSelectField
        control={control}
        name="billing"
        label="Billing"
        options={BILLING_OPTIONS}
        helperText="Monthly and yearly packages renew every period until cancelled"
      />
      <FeaturesField control={control} />
      <FormTextField
        control={control}
        name="maxClients"
        label="Max Clients"
        type="number"
        helperText="Leave blank for unlimited"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
    </FormDialog>
  );
}
