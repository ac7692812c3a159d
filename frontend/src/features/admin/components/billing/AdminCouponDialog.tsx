import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { COUPON_TYPE_LABELS, CouponCodeField } from '../../../../components/coupons/CouponCodeField';
import { COUPON_MESSAGES, COUPON_TYPES } from '@coachcore/domain';
import type { AdminCouponResponseDto } from '@coachcore/api-client/admin-coupons';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../../components/form';
import { useMutationToasts } from '../../../../hooks/useMutationToasts';
import { adminCouponFormOf, adminCouponResolver, emptyAdminCouponForm, toAdminCouponBody, type AdminCouponFormValues } from '../../admin-coupon-form';
import { useAdminCouponsCreateMutation, useAdminCouponsUpdateMutation } from '../../billing-api';

interface Props {
  open: boolean;
  /** The coupon edited; null creates one. */
  coupon: AdminCouponResponseDto | null;
  onClose: () => void;
}

/** The coupon manager's create/edit dialog (document 3 section 5's rules and defaults, section 8's toasts). */
export function AdminCouponDialog({ open, coupon, onClose }: Props) {
  const [create, createState] = useAdminCouponsCreateMutation();
  const [update, updateState] = useAdminCouponsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<AdminCouponFormValues>({ resolver: adminCouponResolver, defaultValues: emptyAdminCouponForm() });
  const type = useWatch({ control, name: 'type' });
  useEffect(() => {
    if (open) reset(coupon ? adminCouponFormOf(coupon) : emptyAdminCouponForm());
  }, [open, coupon, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toAdminCouponBody(values);
    const outcome = coupon
      ? await runWithToasts(update({ id: coupon.id, adminCouponDto: body }).unwrap(), {
          success: { title: COUPON_MESSAGES.updated },
          failure: { fallback: COUPON_MESSAGES.updateFailed },
        })
      : await runWithToasts(create({ adminCouponDto: body }).unwrap(), {
          success: { title: COUPON_MESSAGES.created },
          failure: { fallback: COUPON_MESSAGES.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={coupon ? 'Edit Coupon' : 'Create Coupon'}
      titleId="admin-coupon-title"
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel={coupon ? 'Saving...' : 'Creating...'}
      submitLabel={coupon ? 'Save Coupon' : 'Create Coupon'}
    >
      <CouponCodeField control={control} name="code" autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField control={control} name="type" label="Type" options={COUPON_TYPES.map((value) => ({ value, label: COUPON_TYPE_LABELS[value] }))} />
        {type !== 'free' && (
          <FormTextField
            control={control}
            name="value"
            label={type === 'percentage' ? 'Value (%)' : 'Value (£)'}
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: '0.01', max: type === 'percentage' ? 100 : undefined } }}
          />
        )}
      </Stack>
      <FormTextField control={control} name="description" label="Description" required multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="maxUses" label="Max Uses" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} />
        <FormTextField control={control} name="expiresAt" label="Expires" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel label="Active" control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} />
        )}
      />
    </FormDialog>
  );
}
