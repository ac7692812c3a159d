import { CLIENT_COUPON_TYPES, COUPON_TYPES, validateCouponForm, type CouponFormInput, type CouponType } from '@coachcore/domain';
import type { CreateClientCouponDto } from '@coachcore/api-client/client-coupons';
import type { CreatePlatformCouponDto } from '@coachcore/api-client/platform-coupons';
import { domainResolver } from '../../components/form';

/** Which store the create-coupon modal writes: the platform's (admins) or the business's client coupons. */
export type CouponStore = 'platform' | 'client';

export type CouponFormValues = CouponFormInput;

/** Today as the date input shows it (the browser's own day). */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Section 9's defaults: percentage, valid from now (today); the rest empty. */
export const emptyCouponForm = (): CouponFormValues => ({
  name: '',
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: '',
  maxUses: '',
  validFrom: today(),
  validUntil: '',
  minimumOrderValue: '',
});

export const couponTypesOf = (store: CouponStore): readonly CouponType[] => (store === 'platform' ? COUPON_TYPES : CLIENT_COUPON_TYPES);

export const couponFormResolver = (store: CouponStore) => domainResolver<CouponFormValues>((values) => validateCouponForm(values, couponTypesOf(store)));

/** The start of a day in the browser's time zone; a valid-until date lasts to the end of that day. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();
const optionalNumber = (value: string | number) => (String(value).trim() === '' ? null : Number(value));

export function toCouponBody(values: CouponFormValues): CreatePlatformCouponDto {
  return {
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    description: values.description.trim() || null,
    discountType: values.discountType,
    ...(values.discountType === 'free' ? {} : { discountValue: Number(values.discountValue) }),
    maxUses: optionalNumber(values.maxUses),
    validFrom: startOfDay(values.validFrom),
    validUntil: values.validUntil ? endOfDay(values.validUntil) : null,
    minimumOrderValue: optionalNumber(values.minimumOrderValue),
  };
}

export const toClientCouponBody = (values: CouponFormValues): CreateClientCouponDto => {
  const body = toCouponBody(values);
  return { ...body, discountType: body.discountType === 'fixed' ? 'fixed' : 'percentage' };
};
