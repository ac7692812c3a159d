import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ADMIN_AREA_MESSAGES, AUTH_MESSAGES, isOnPlatformDomain } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { toUserResponse } from '../users/dto/user.response';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { TwoFactorChallengeResponseDto, TwoFactorLoginDto } from '../two-factor/dto/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { AuthResponseDto } from './dto/auth.response';
import type { AuthUser } from '../../common/http/authenticated-request';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { CsrfTokensService } from './csrf-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { RegistrationThrottleService } from './registration-throttle.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import { SessionsService } from './sessions.service';

export interface RequestMeta {
  ipAddress: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  /** Derived from the token; set as the csrf_token cookie. */
  csrfToken: string;
  body: AuthResponseDto;
}

/** The password was right, and the account asks for a second factor: no session yet. */
export interface SecondFactorNeeded {
  challenge: TwoFactorChallengeResponseDto;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly registrations: RegistrationThrottleService,
    private readonly csrf: CsrfTokensService,
    private readonly twoFactor: TwoFactorService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async register(dto: RegisterDto, meta: RequestMeta): Promise<SignedIn> {
    await this.registrations.countAttempt(meta.ipAddress);
    const email = dto.email.toLowerCase();
    if (isOnPlatformDomain(email, this.config.PLATFORM_ADMIN_DOMAIN)) throw new ForbiddenException(AUTH_MESSAGES.platformDomainSignup);
    if (await this.users.emailTaken(email)) throw new ConflictException(AUTH_MESSAGES.emailTaken);

    const role = dto.role ?? 'business';
    const user = this.users.newAccount({
      email,
      password: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      role,
      businessName: role === 'business' ? (dto.businessName ?? null) : null,
      timeZone: dto.timeZone,
    });
    // The account and its user_registered event (which sends the welcome e-mail) commit together.
    this.events.record('user_registered', { userId: user.id });
    try {
      await this.uow.save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return this.signIn(user, meta);
  }

  /** Signs in, or, for an account with two-factor on, answers the challenge of the second step (no session). */
  async login(dto: LoginDto, meta: RequestMeta): Promise<SignedIn | SecondFactorNeeded> {
    const email = dto.email.toLowerCase();
    // Counted before the password is checked: a failure needs no further bookkeeping.
    await this.throttle.beginAttempt(email, meta.ipAddress);
    const user = await this.users.findWithPassword({ email });
    const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), dto.password);
    if (!user || !valid) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.throttle.recordSuccess(email, meta.ipAddress);
    // Told only to whoever knows the password.
    if (user.disabledAt) throw new ForbiddenException(ADMIN_AREA_MESSAGES.accountDisabled);
    if (await this.twoFactor.isEnabled(user.id)) return { challenge: await this.twoFactor.startChallenge(user.id) };
    return this.signIn(user, meta);
  }

  /** The second step: a right code for the challenge's account opens the session, as a sign-in without it does. */
  async loginSecondStep(dto: TwoFactorLoginDto, meta: RequestMeta): Promise<SignedIn> {
    const userId = await this.twoFactor.completeChallenge(dto, meta.ipAddress);
    const user = await this.users.findWithPassword({ id: userId });
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    if (user.disabledAt) throw new ForbiddenException(ADMIN_AREA_MESSAGES.accountDisabled);
    return this.signIn(user, meta);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.sessions.revoke(user.sessionId, user.id);
  }

  private async signIn(user: User, meta: RequestMeta): Promise<SignedIn> {
    const { token } = await this.sessions.create(user, meta);
    return { token, csrfToken: await this.csrf.tokenFor(token), body: { token, user: toUserResponse(user) } };
  }
}
