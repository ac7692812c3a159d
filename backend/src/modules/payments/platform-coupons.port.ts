/**
 * What the platform subscription asks of platform coupons, filled by the coupons module when it provides
 * `PLATFORM_COUPON_REDEEMER`: the price after the coupon, or null for a code that is not valid. Without a provider,
 * no code is valid.
 */
export const PLATFORM_COUPON_REDEEMER = Symbol('PLATFORM_COUPON_REDEEMER');

export interface PlatformCouponRedemption {
  /** What is left to pay per period, in major units of the plan's currency (0: free access). */
  finalAmount: number;
  /** Records the use (race-safe on the coupon's side) in the caller's transaction. */
  redeem(): Promise<void>;
}

export interface PlatformCouponRedeemer {
  forPlatformPlan(businessId: string, code: string, amount: number): Promise<PlatformCouponRedemption | null>;
}
