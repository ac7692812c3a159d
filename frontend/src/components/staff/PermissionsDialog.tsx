import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckboxGroup, FormDialog, type SelectOption } from '../form';
import { useMutationToasts } from '../../hooks/useMutationToasts';

/** The member whose permissions are edited: the entry's id, a name to show, what they hold now. */
export interface PermissionsHolder<P extends string> {
  id: string;
  name: string;
  permissions: P[];
}

interface PermissionsDialogProps<P extends string> {
  holder: PermissionsHolder<P> | null;
  options: readonly SelectOption[];
  /** Saves the whole new list (the mutation's promise). */
  save: (id: string, permissions: P[]) => Promise<unknown>;
  pending: boolean;
  successText: string;
  titleId: string;
  onClose: () => void;
}

/**
 * A later change of what a team member may do (a business's staff, or the platform team): the whole list, saved
 * at once, taking effect at the member's next request.
 */
export function PermissionsDialog<P extends string>({ holder, options, save, pending, successText, titleId, onClose }: PermissionsDialogProps<P>) {
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<{ permissions: P[] }>({ defaultValues: { permissions: [] } });

  useEffect(() => {
    if (holder) reset({ permissions: holder.permissions });
  }, [holder, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!holder) return;
    const outcome = await runWithToasts(save(holder.id, values.permissions), {
      success: { title: 'Success', description: successText },
      failure: { fallback: 'Failed to update permissions' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open={!!holder}
      onClose={onClose}
      title={`Edit Permissions${holder?.name ? ` — ${holder.name}` : ''}`}
      titleId={titleId}
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Save Permissions"
      maxWidth="md"
    >
      <FormCheckboxGroup control={control} name="permissions" label="Permissions" options={options} />
    </FormDialog>
  );
}
