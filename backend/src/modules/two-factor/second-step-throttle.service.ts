import { Injectable } from '@nestjs/common';
import { TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { LoginThrottleService } from '../auth/login-throttle.service';

/**
 * The sign-in's second step is throttled as the first is (LOGIN_* settings), under keys of its own: per (account,
 * address) a few attempts per window, then a lock that doubles, and per address over all accounts. Counted before the
 * code is checked, so codes guessed at once cannot slip past the limit; a right code clears the pair.
 */
@Injectable()
export class SecondStepThrottleService extends LoginThrottleService {
  protected override readonly scope = 'two-factor';
  protected override readonly refusal = TWO_FACTOR_MESSAGES.tooManyAttempts;
}
