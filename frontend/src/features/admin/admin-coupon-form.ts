import { validateAdminCouponForm, type AdminCouponFormInput } from '@coachcore/domain';
import type { AdminCouponDto, AdminCouponResponseDto } from '@coachcore/api-client/admin-coupons';
import { domainResolver } from '../../components/form';

export type AdminCouponFormValues = AdminCouponFormInput;

/** Section 5's form default: percentage, value 0, max uses 100, active. */
export const emptyAdminCouponForm = (): AdminCouponFormValues => ({
  code: '',
  type: 'percentage',
  value: '0',
  description: '',
  maxUses: '100',
  expiresAt: '',
  isActive: true,
});

/** The day a date input shows for an instant, in the browser's time zone. */
const localDay = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

export const adminCouponFormOf = (coupon: AdminCouponResponseDto): AdminCouponFormValues => ({
  code: coupon.code,
  type: coupon.type,
  value: String(coupon.value),
  description: coupon.description ?? '',
  maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
  expiresAt: coupon.expiresAt ? localDay(coupon.expiresAt) : '',
  isActive: coupon.isActive,
});

export const adminCouponResolver = domainResolver<AdminCouponFormValues>(validateAdminCouponForm);

/** The body of POST and PUT /api/admin/coupons: an expiry date lasts to the end of that day; a free coupon has no value. */
export const toAdminCouponBody = (values: AdminCouponFormValues): AdminCouponDto => ({
  code: values.code.trim().toUpperCase(),
  type: values.type,
  ...(values.type === 'free' ? {} : { value: Number(values.value) }),
  description: values.description.trim(),
  maxUses: Number(values.maxUses),
  expiresAt: values.expiresAt ? new Date(`${values.expiresAt}T23:59:59.999`).toISOString() : null,
  isActive: values.isActive,
});
