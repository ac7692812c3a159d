import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { COUPON_MESSAGES } from '@coachcore/domain';
import type { CouponResponseDto } from '@coachcore/api-client/client-coupons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientCouponsRemoveMutation, useClientCouponsSetActiveMutation } from '../api';

/** A client coupon's row actions: the Active switch and Delete (section 8's toasts). */
export function ClientCouponActions({ coupon }: { coupon: CouponResponseDto }) {
  const [setActive, setActiveState] = useClientCouponsSetActiveMutation();
  const [remove, removeState] = useClientCouponsRemoveMutation();
  const runWithToasts = useMutationToasts();
  const [confirming, setConfirming] = useState(false);

  const toggle = (isActive: boolean) =>
    runWithToasts(setActive({ id: coupon.id, setCouponActiveDto: { isActive } }).unwrap(), {
      success: { title: COUPON_MESSAGES.updated },
      failure: { fallback: COUPON_MESSAGES.updateFailed },
    });
  const confirmDelete = async () => {
    const outcome = await runWithToasts(remove({ id: coupon.id }).unwrap(), {
      success: { title: COUPON_MESSAGES.deleted },
      failure: { fallback: COUPON_MESSAGES.deleteFailed },
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <>
      <FormControlLabel
        label="Active"
        control={
          <Switch
            checked={coupon.isActive}
            disabled={setActiveState.isLoading}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${coupon.code} active` } }}
          />
        }
      />
      <Button color="error" size="small" onClick={() => setConfirming(true)} aria-label={`Delete ${coupon.code}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete Coupon"
        text={`Delete ${coupon.code}? Clients can no longer use it; its past uses stay recorded.`}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
