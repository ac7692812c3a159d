import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, isOnPlatformDomain } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { toUserResponse } from '../users/dto/user.response';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
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

@Injectable()
export class AuthService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly registrations: RegistrationThrottleService,
    private readonly csrf: CsrfTokensService,
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

  async login(dto: LoginDto, meta: RequestMeta): Promise<SignedIn> {
    const email = dto.email.toLowerCase();
    // Counted before the password is checked: a failure needs no further bookkeeping.
    await this.throttle.beginAttempt(email, meta.ipAddress);
    const user = await this.users.findWithPassword({ email });
    const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), dto.password);
    if (!user || !valid) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.throttle.recordSuccess(email, meta.ipAddress);
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
