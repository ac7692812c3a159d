import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import DialogContentText from '@mui/material/DialogContentText';
import { ADMIN_AREA_MESSAGES, validateSuspension } from '@coachcore/domain';
import type { AdminBusinessResponseDto } from '@coachcore/api-client/admin';
import { domainResolver, FormDialog, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useAdminAreaSuspendMutation } from '../api';

interface SuspendValues {
  reason: string;
}

const resolver = domainResolver<SuspendValues>(validateSuspension);

/** Suspend with a reason and the spec's confirm text; the business's owner reads the reason. */
export function SuspendBusinessDialog({ business, onClose }: { business: AdminBusinessResponseDto | null; onClose: () => void }) {
  const [suspend, { isLoading }] = useAdminAreaSuspendMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<SuspendValues>({ defaultValues: { reason: '' }, resolver });

  useEffect(() => {
    if (business) reset({ reason: '' });
  }, [business, reset]);

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!business) return;
    const outcome = await runWithToasts(suspend({ id: business.id, suspendBusinessDto: { reason: reason.trim() } }).unwrap(), {
      success: { title: 'Success', description: ADMIN_AREA_MESSAGES.businessSuspended },
      failure: { fallback: 'Failed to suspend business' },
    });
    if (outcome.ok) onClose();
  });

  const name = business ? business.businessName || `${business.firstName} ${business.lastName}` : '';
  return (
    <FormDialog
      open={!!business}
      onClose={onClose}
      title={`Suspend ${name}`}
      titleId="suspend-business-title"
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Suspending..."
      submitLabel="Suspend"
    >
      <DialogContentText>{ADMIN_AREA_MESSAGES.suspendConfirm}</DialogContentText>
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={2} helperText="The business owner sees this reason." />
    </FormDialog>
  );
}
