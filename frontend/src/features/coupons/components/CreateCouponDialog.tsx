import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { COUPON_TYPE_LABELS, CouponCodeField } from '../../../components/coupons/CouponCodeField';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientCouponsCreateMutation, usePlatformCouponsCreateMutation } from '../api';
import { couponFormResolver, couponTypesOf, emptyCouponForm, toClientCouponBody, toCouponBody, type CouponFormValues, type CouponStore } from '../coupon-form';

interface Props {
  open: boolean;
  onClose: () => void;
  store: CouponStore;
}

/** The create-coupon modal: name, discount value and valid-from required; the rest optional (section 5). */
export function CreateCouponDialog({ open, onClose, store }: Props) {
  const [createPlatform, platformState] = usePlatformCouponsCreateMutation();
  const [createClient, clientState] = useClientCouponsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<CouponFormValues>({ resolver: couponFormResolver(store), defaultValues: emptyCouponForm() });
  const discountType = useWatch({ control, name: 'discountType' });
  useEffect(() => {
    if (open) reset(emptyCouponForm());
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const failure = { title: COUPON_MESSAGES.coachCreateFailed, fallback: COUPON_MESSAGES.createFailed };
    const outcome =
      store === 'platform'
        ? await runWithToasts(createPlatform({ createPlatformCouponDto: toCouponBody(values) }).unwrap(), {
            success: { title: COUPON_MESSAGES.platformCreated },
            failure,
          })
        : await runWithToasts(createClient({ createClientCouponDto: toClientCouponBody(values) }).unwrap(), {
            success: { title: COUPON_MESSAGES.clientCreated },
            failure,
          });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={store === 'platform' ? 'Create Platform Coupon' : 'Create Client Coupon'}
      titleId="create-coupon-title"
      onSubmit={onSubmit}
      pending={platformState.isLoading || clientState.isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Coupon"
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="off" required autoFocus />
      <CouponCodeField control={control} name="code" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="discountType"
          label="Discount Type"
          options={couponTypesOf(store).map((type) => ({ value: type, label: COUPON_TYPE_LABELS[type] }))}
        />
        {discountType !== 'free' && (
          <FormTextField
            control={control}
            name="discountValue"
            label={discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value (£)'}
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: '0.01', max: discountType === 'percentage' ? 100 : undefined } }}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="maxUses"
          label="Max Uses"
          type="number"
          helperText="Leave empty for unlimited"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <FormTextField
          control={control}
          name="minimumOrderValue"
          label="Minimum Order Value"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="validFrom" label="Valid From" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField control={control} name="validUntil" label="Valid Until" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
    </FormDialog>
  );
}
