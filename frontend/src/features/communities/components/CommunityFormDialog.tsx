import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client/communities';
import { FormDialog, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useCommunitiesCreateMutation, useCommunitiesUpdateMutation } from '../api';
import { communityFormResolver, EMPTY_COMMUNITY_FORM, toCommunityBody, toCommunityForm, type CommunityFormValues } from '../community-form';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Edits this community; creates a new one when left out. */
  community?: CommunityResponseDto;
}

/** Create Community (and Edit Community): name, description, private, member limit (blank = unlimited). */
export function CommunityFormDialog({ open, onClose, community }: Props) {
  const [create, createState] = useCommunitiesCreateMutation();
  const [update, updateState] = useCommunitiesUpdateMutation();
  const runWithToasts = useMutationToasts();
  const saving = createState.isLoading || updateState.isLoading;
  const { control, handleSubmit, reset, setError } = useForm<CommunityFormValues>({
    resolver: communityFormResolver,
    defaultValues: community ? toCommunityForm(community) : EMPTY_COMMUNITY_FORM,
  });
  useEffect(() => {
    if (open) reset(community ? toCommunityForm(community) : EMPTY_COMMUNITY_FORM);
  }, [open, community, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toCommunityBody(values);
    const outcome = community
      ? await runWithToasts(update({ id: community.id, updateCommunityDto: body }).unwrap(), {
          success: { title: COMMUNITY_MESSAGES.updated },
          failure: { fallback: COMMUNITY_MESSAGES.updateFailed },
        })
      : await runWithToasts(create({ createCommunityDto: body }).unwrap(), {
          success: { title: COMMUNITY_MESSAGES.created },
          failure: { fallback: COMMUNITY_MESSAGES.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    reset(EMPTY_COMMUNITY_FORM);
    onClose();
  });

  const title = community ? 'Edit Community' : 'Create Community';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      titleId="community-form-title"
      onSubmit={onSubmit}
      pending={saving}
      pendingLabel="Saving..."
      submitLabel={community ? 'Save Changes' : 'Create Community'}
    >
      <FormTextField control={control} name="name" label="Community Name" autoComplete="off" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      <Controller
        control={control}
        name="isPrivate"
        render={({ field }) => (
          <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Private community" />
        )}
      />
      <FormTextField control={control} name="memberLimit" label="Member Limit" type="number" helperText="Leave blank for unlimited" />
    </FormDialog>
  );
}
