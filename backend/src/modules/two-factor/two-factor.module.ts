import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../auth/sessions.module';
import { StaffTwoFactorPolicy } from './entities/staff-two-factor-policy.entity';
import { TwoFactorChallenge } from './entities/two-factor-challenge.entity';
import { TwoFactorRecoveryCode } from './entities/two-factor-recovery-code.entity';
import { UserTwoFactor } from './entities/user-two-factor.entity';
import { SecondStepThrottleService } from './second-step-throttle.service';
import { StaffTwoFactorPolicyController } from './staff-two-factor-policy.controller';
import { TwoFactorPolicyRepository } from './two-factor-policy.repository';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in. Its service is what the sign-in (the second step), the access guard (accounts that must have it),
 * the admin area and Staff Management (resets, the staff rule) call.
 */
@Module({
  imports: [AuditModule, SessionsModule],
  controllers: [TwoFactorController, StaffTwoFactorPolicyController],
  providers: [TwoFactorRepository, TwoFactorPolicyRepository, TwoFactorService, SecondStepThrottleService],
  exports: [TwoFactorService],
})
export class TwoFactorModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [UserTwoFactor, TwoFactorRecoveryCode, TwoFactorChallenge, StaffTwoFactorPolicy];
}
