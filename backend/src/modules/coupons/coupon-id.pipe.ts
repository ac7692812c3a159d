import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { COUPON_ID_PATTERN } from './coupon-id';

/** A coupon id is 21 URL-safe characters: anything else names no coupon (404, like a missing one). */
@Injectable()
export class CouponIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!COUPON_ID_PATTERN.test(value)) throw new NotFoundException(COUPON_MESSAGES.notFound);
    return value;
  }
}
