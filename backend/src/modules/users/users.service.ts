import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES, isOnPlatformDomain, type Role } from '@coachcore/domain';
import type { AuthUser } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { SessionsService } from '../auth/sessions.service';
import { toUserResponse, type UserResponseDto } from './dto/user.response';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { User } from './entities/user.entity';

interface ProfileRow {
  id: string;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  role: Role;
  phone: string | null;
  avatar: string | null;
  business_name: string | null;
  onboarding_completed: boolean;
  subscription_status: string | null;
  subscription_plan: string | null;
  created_at: string | Date;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** GET /api/auth/me runs on every page load: one narrow query, no entity hydration. */
  async getProfile(userId: string): Promise<UserResponseDto> {
    const rows = await this.em.getConnection().execute<ProfileRow[]>(
      `select id, email, username, first_name, last_name, role, phone, avatar, business_name, onboarding_completed,
              subscription_status, subscription_plan, created_at
         from users where id = ?`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException('User not found');
    return toUserResponse({
      id: row.id,
      email: row.email,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      phone: row.phone,
      avatar: row.avatar,
      businessName: row.business_name,
      onboardingCompleted: row.onboarding_completed,
      subscriptionStatus: row.subscription_status,
      subscriptionPlan: row.subscription_plan,
      createdAt: new Date(row.created_at),
    });
  }

  /** Saves Edit Profile. A new e-mail signs out the user's other sessions (the one making the change stays). */
  async updateProfile(actor: AuthUser, dto: UpdateProfileDto): Promise<UserResponseDto> {
    const user = await this.findOrFail(actor.id);
    const email = dto.email.toLowerCase();
    const emailChanged = email !== user.email;
    // The platform team's domain is granted by the operators, never taken by a user (as at registration).
    if (emailChanged && isOnPlatformDomain(email, this.config.PLATFORM_ADMIN_DOMAIN)) throw new ForbiddenException(AUTH_MESSAGES.platformDomainSignup);
    if (emailChanged && (await this.em.count(User, { email }))) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    user.firstName = dto.firstName;
    user.lastName = dto.lastName;
    user.email = email;
    if (dto.phone !== undefined) user.phone = dto.phone || null;
    if (dto.businessName !== undefined && user.role !== 'client') user.businessName = dto.businessName || null;
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    if (emailChanged) await this.sessions.revokeOthers(user.id, actor.sessionId);
    return toUserResponse(user);
  }

  async completeOnboarding(userId: string): Promise<UserResponseDto> {
    const user = await this.findOrFail(userId);
    user.onboardingCompleted = true;
    await this.em.flush();
    return toUserResponse(user);
  }

  private async findOrFail(userId: string): Promise<User> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
