import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatPackagePrice, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { usePackagesListQuery, useClientSubscriptionsAssignMutation } from '../api';
import { assignPackageFormResolver, EMPTY_ASSIGN_PACKAGE_FORM, toAssignPackageBody, type AssignPackageFormValues } from '../assign-package-form';

/** The active packages offered (a business sells a handful; the list's maximum page). */
const PACKAGE_CHOICES = 200;

interface Props {
  open: boolean;
  onClose: () => void;
  clientId: string;
  clientName: string;
}

/** Assign Package: one of the business's active packages, from a start date (today when left blank). */
export function AssignPackageDialog({ open, onClose, clientId, clientName }: Props) {
  // Refetched on every opening: the Packages page may have changed the packages since (its cache tags load with it).
  const packages = usePackagesListQuery({ isActive: true, limit: PACKAGE_CHOICES }, { skip: !open, refetchOnMountOrArgChange: true });
  const [assign, assignState] = useClientSubscriptionsAssignMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<AssignPackageFormValues>({
    resolver: assignPackageFormResolver,
    defaultValues: EMPTY_ASSIGN_PACKAGE_FORM,
  });
  useEffect(() => {
    if (open) reset(EMPTY_ASSIGN_PACKAGE_FORM);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(assign({ id: clientId, assignPackageDto: toAssignPackageBody(values) }).unwrap(), {
      success: { title: SUBSCRIPTION_MESSAGES.assigned },
      failure: { fallback: SUBSCRIPTION_MESSAGES.assignFailed },
    });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  const items = packages.data?.items ?? [];
  const options = items.map((p) => ({
    value: p.id,
    label: `${p.name} · ${formatPackagePrice(p.price)} · ${p.duration} days${p.maxClients != null ? ` · ${p.activeClients}/${p.maxClients} clients` : ''}`,
  }));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Assign a package to ${clientName}`}
      titleId="assign-package-title"
      onSubmit={onSubmit}
      pending={assignState.isLoading}
      pendingLabel="Assigning..."
      submitLabel="Assign Package"
      error={packages.data && items.length === 0 ? 'You have no active packages. Create one on the Packages page first.' : undefined}
    >
      <FormSelectField control={control} name="packageId" label="Package" required options={options} disabled={!packages.data} />
      <FormTextField
        control={control}
        name="startDate"
        label="Start date"
        type="date"
        helperText="Leave blank to start today"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
