import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { secondFactorKind, TWO_FACTOR_MESSAGES, type Role } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { AppConfig } from '../../config/app-config';
import type { AuthUser, Tenant, TenantScope } from '../../common/http/authenticated-request';
import { AuditService } from '../audit/audit.service';
import { SessionsService } from '../auth/sessions.service';
import { hashToken, newToken } from '../auth/session-token';
import type {
  RecoveryCodesResponseDto,
  TwoFactorChallengeResponseDto,
  TwoFactorLoginDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusResponseDto,
} from './dto/two-factor.dto';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { SecondStepThrottleService } from './second-step-throttle.service';
import { matchingTotpStep, newTotpSecret, totpQrCode, totpUri } from './totp';
import { TwoFactorPolicyRepository } from './two-factor-policy.repository';
import { TwoFactorRepository } from './two-factor.repository';

/** How long the second step may wait after the password was accepted. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Two-factor sign-in: enrolment (a key, its QR code, a first code that turns it on and hands out recovery codes), the
 * sign-in's second step, turning it off, the admin's or owner's reset, and who must have it (platform admins always,
 * staff whose business requires it). A code is accepted only by a conditional update in the database: an app code
 * only for a time step after the last accepted one, a recovery code only while unused.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly factors: TwoFactorRepository,
    private readonly policies: TwoFactorPolicyRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: SecondStepThrottleService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async status(user: AuthUser, tenant?: TenantScope): Promise<TwoFactorStatusResponseDto> {
    const row = await this.factors.findByUser(user.id);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: row?.enabledAt?.toISOString() ?? null,
      pending: Boolean(row && !row.enabledAt),
      required: await this.isRequired(user, tenant),
      recoveryCodesLeft: enabled ? await this.factors.countUnusedRecoveryCodes(user.id) : 0,
    };
  }

  /** A new key waiting for its first code (a set-up started earlier is replaced); 409 while two-factor is on. */
  async beginSetup(user: AuthUser): Promise<TwoFactorSetupResponseDto> {
    const secret = newTotpSecret();
    if (!(await this.factors.savePending(user.id, secret))) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const otpauthUrl = totpUri(user.email, secret);
    return { secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) };
  }

  /**
   * The first code confirms the key: two-factor is on, the recovery codes are made (shown this once) and the user's
   * other sessions end (they were opened with the password alone).
   */
  async enable(user: AuthUser, code: string): Promise<RecoveryCodesResponseDto> {
    const row = await this.factors.findByUser(user.id);
    if (!row) throw new BadRequestException(TWO_FACTOR_MESSAGES.setupFirst);
    if (row.enabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const step = await matchingTotpStep(row.secret, code.replace(/\s+/g, ''));
    if (step === null) throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidCode);
    const recoveryCodes = newRecoveryCodes();
    await this.uow.transaction(async () => {
      if (!(await this.factors.enable(user.id, step))) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
      await this.factors.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    });
    await this.sessions.revokeOthers(user.id, user.sessionId);
    return { recoveryCodes };
  }

  /** New recovery codes for a current app code; the old ones stop working. */
  async regenerateRecoveryCodes(user: AuthUser, code: string): Promise<RecoveryCodesResponseDto> {
    await this.requireEnabled(user.id);
    if (!(await this.acceptTotp(user.id, code))) throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidCode);
    const recoveryCodes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  }

  /** Turns two-factor off with a current code (app or recovery); refused to accounts that must keep it. */
  async disable(user: AuthUser, tenant: TenantScope | undefined, code: string): Promise<void> {
    if (await this.isRequired(user, tenant)) throw new ForbiddenException(TWO_FACTOR_MESSAGES.requiredCannotDisable);
    await this.requireEnabled(user.id);
    if (!(await this.acceptSecondFactor(user.id, code))) throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidCode);
    await this.factors.removeFor(user.id);
  }

  /**
   * An admin's or an owner's reset for someone who lost their authenticator: it is off, their recovery codes are gone,
   * and they enrol again (at once, when they must have it). Runs in the caller's transaction, with its audit entry.
   * False when it was not set up.
   */
  reset(userId: string): Promise<boolean> {
    return this.factors.removeFor(userId);
  }

  /** Of these users, the ones with two-factor on (the admin's and the owner's lists show it). */
  enabledAmong(userIds: readonly string[]): Promise<Set<string>> {
    return this.factors.enabledAmong(userIds);
  }

  async isEnabled(userId: string): Promise<boolean> {
    return Boolean((await this.factors.findByUser(userId))?.enabledAt);
  }

  /** The sign-in's first step passed for an account with two-factor on: a single-use token for the second. */
  async startChallenge(userId: string): Promise<TwoFactorChallengeResponseDto> {
    const challengeToken = newToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await this.factors.addChallenge(userId, hashToken(challengeToken), expiresAt);
    return { twoFactorRequired: true, challengeToken, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The second step: the account the challenge names, once its code is accepted (throttled per account and address as
   * the password is). The challenge is used up with it, so one password step opens at most one session.
   */
  async completeChallenge(dto: TwoFactorLoginDto, ipAddress: string): Promise<string> {
    const tokenHash = hashToken(dto.challengeToken);
    const userId = await this.factors.liveChallengeUser(tokenHash);
    if (!userId) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeExpired);
    await this.throttle.beginAttempt(userId, ipAddress);
    if (!(await this.acceptSecondFactor(userId, dto.code))) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.invalidCode);
    if (!(await this.factors.consumeChallenge(tokenHash))) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeExpired);
    await this.throttle.recordSuccess(userId, ipAddress);
    return userId;
  }

  /** Platform admins when ADMIN_TWO_FACTOR_REQUIRED (by default in production); staff when their business requires it (`tenant` is the business they work for). */
  async isRequired(user: { role: Role }, tenant?: TenantScope): Promise<boolean> {
    if (user.role === 'admin') return this.config.adminTwoFactorRequired;
    if (user.role === 'staff' && tenant) return this.policies.staffRequired(tenant);
    return false;
  }

  /** 403 for an account that must have two-factor and has not set it up (the access guard asks on each request). */
  async assertSatisfied(user: AuthUser, tenant?: TenantScope): Promise<void> {
    if (!(await this.isRequired(user, tenant))) return;
    if (!(await this.isEnabled(user.id))) throw new ForbiddenException(TWO_FACTOR_MESSAGES.required);
  }

  async staffPolicy(tenant: TenantScope): Promise<{ requireStaffTwoFactor: boolean }> {
    return { requireStaffTwoFactor: await this.policies.staffRequired(tenant) };
  }

  /**
   * The owner's staff rule; a change is audited in its transaction (saving the same value again is not a change). Only
   * the owner sets it (the route is the business role's), so the actor names the business.
   */
  async setStaffPolicy(tenant: Tenant, requireStaffTwoFactor: boolean): Promise<{ requireStaffTwoFactor: boolean }> {
    await this.uow.transaction(async () => {
      const before = await this.policies.lockStaffRequired(tenant);
      await this.policies.setStaffRequired(tenant, requireStaffTwoFactor);
      if (before === requireStaffTwoFactor) return;
      this.audit.record({
        actor: tenant.actor,
        action: 'staff_two_factor_policy_changed',
        target: {
          type: 'business',
          id: tenant.businessId,
          label: `${tenant.actor.firstName} ${tenant.actor.lastName} <${tenant.actor.email}>`,
          businessId: tenant.businessId,
        },
        reason: requireStaffTwoFactor ? 'Two-factor sign-in required of staff' : 'Two-factor sign-in no longer required of staff',
      });
    });
    return this.staffPolicy(tenant);
  }

  private async requireEnabled(userId: string): Promise<void> {
    if (!(await this.isEnabled(userId))) throw new ConflictException(TWO_FACTOR_MESSAGES.notEnabled);
  }

  private async acceptSecondFactor(userId: string, code: string): Promise<boolean> {
    switch (secondFactorKind(code)) {
      case 'totp':
        return this.acceptTotp(userId, code);
      case 'recovery':
        return this.factors.useRecoveryCode(userId, hashRecoveryCode(code));
      default:
        return false;
    }
  }

  /** Right for the key now, and for a later time step than any code accepted before (claimed in the database). */
  private async acceptTotp(userId: string, code: string): Promise<boolean> {
    const row = await this.factors.findByUser(userId);
    if (!row?.enabledAt) return false;
    const step = await matchingTotpStep(row.secret, code.replace(/\s+/g, ''));
    return step !== null && (await this.factors.claimStep(userId, step));
  }
}
