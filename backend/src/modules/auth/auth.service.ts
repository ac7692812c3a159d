import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, isOnPlatformDomain } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { toUserResponse } from '../users/dto/user.response';
import { User } from '../users/entities/user.entity';
import type { AuthResponseDto } from './dto/auth.response';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { LoginThrottleService } from './login-throttle.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import { SessionsService } from './sessions.service';

export interface RequestMeta {
  ipAddress: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  body: AuthResponseDto;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly notifications: NotificationsService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async register(dto: RegisterDto, meta: RequestMeta): Promise<SignedIn> {
    const email = dto.email.toLowerCase();
    if (isOnPlatformDomain(email, this.config.PLATFORM_ADMIN_DOMAIN)) throw new ForbiddenException(AUTH_MESSAGES.platformDomainSignup);
    if (await this.em.count(User, { email })) throw new ConflictException(AUTH_MESSAGES.emailTaken);

    const role = dto.role ?? 'business';
    const user = this.em.create(User, {
      email,
      username: email,
      password: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      role,
      businessName: role === 'business' ? (dto.businessName ?? null) : null,
    });
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    // The account exists now; a queue hiccup must not turn a finished sign-up into an error.
    await this.notifications.sendWelcomeEmail(user.id).catch((error: Error) => this.logger.warn(`Welcome e-mail not queued for ${user.id}: ${error.message}`));
    return this.signIn(user, meta);
  }

  async login(dto: LoginDto, meta: RequestMeta): Promise<SignedIn> {
    const email = dto.email.toLowerCase();
    await this.throttle.assertAllowed(email, meta.ipAddress);
    const user = await this.em.findOne(User, { email }, { populate: ['password'] });
    const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), dto.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, meta.ipAddress);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    await this.throttle.recordSuccess(email);
    return this.signIn(user, meta);
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
  }

  private async signIn(user: User, meta: RequestMeta): Promise<SignedIn> {
    const { token } = await this.sessions.create(user, meta);
    return { token, body: { token, user: toUserResponse(user) } };
  }
}
