import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES, isOnPlatformDomain, type BusinessStatus, type Role } from '@coachcore/domain';
import type { Page } from '../../common/http/pagination';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { toUserResponse, type UserResponseDto } from './dto/user.response';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import type { User } from './entities/user.entity';
import type { AccountRow, BusinessRow } from './dto/account-rows';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly uow: UnitOfWork,
    private readonly events: DomainEvents,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Deletes a client's own account (the erasure they confirmed), in the caller's transaction: the row and, through the
   * foreign keys, its sessions. `session_revoked` drops its open sockets on every instance.
   */
  async deleteClientAccount(userId: string): Promise<void> {
    const user = await this.findOrFail(userId);
    if (user.role !== 'client') throw new ForbiddenException();
    this.events.record('session_revoked', { userId, sessionId: null });
    await this.users.deleteById(userId);
  }

  /** GET /api/auth/me runs on every page load (see UsersRepository.findProfile). */
  async getProfile(userId: string): Promise<UserResponseDto> {
    const profile = await this.users.findProfile(userId);
    if (!profile) throw new NotFoundException('User not found');
    return toUserResponse(profile);
  }

  /** For registration: is the e-mail taken (compared lower-cased)? */
  emailTaken(email: string): Promise<boolean> {
    return this.users.emailTaken(email);
  }

  /** A new account in the caller's unit of work (saved by the caller's flush, with whatever else it records). */
  newAccount(data: Pick<User, 'email' | 'password' | 'firstName' | 'lastName' | 'role'> & { businessName: string | null; timeZone?: string }): User {
    const { timeZone, ...fields } = data;
    return this.users.add({ ...fields, ...(timeZone && { timeZone }), email: data.email.toLowerCase(), username: data.email.toLowerCase() });
  }

  /** The account with its password hash, for sign-in and password changes. */
  findWithPassword(where: { id: string } | { email: string }): Promise<User | null> {
    return this.users.findWithPassword(where);
  }

  /** Saves Edit Profile. A new e-mail signs out the user's other sessions (the one making the change stays). */
  async updateProfile(actor: AuthUser, dto: UpdateProfileDto): Promise<UserResponseDto> {
    const user = await this.findOrFail(actor.id);
    const email = dto.email.toLowerCase();
    const emailChanged = email !== user.email;
    // The platform team's domain is granted by the operators, never taken by a user (as at registration).
    if (emailChanged && isOnPlatformDomain(email, this.config.PLATFORM_ADMIN_DOMAIN)) throw new ForbiddenException(AUTH_MESSAGES.platformDomainSignup);
    if (emailChanged && (await this.users.emailTaken(email))) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    user.firstName = dto.firstName;
    user.lastName = dto.lastName;
    user.email = email;
    if (dto.phone !== undefined) user.phone = dto.phone || null;
    if (dto.businessName !== undefined && user.role !== 'client') user.businessName = dto.businessName || null;
    if (dto.timeZone !== undefined) user.timeZone = dto.timeZone;
    if (dto.units !== undefined) user.units = dto.units;
    try {
      await this.uow.save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    if (emailChanged) await this.sessions.revokeOthers(user.id, actor.sessionId);
    return toUserResponse(user);
  }

  /**
   * Changes the signed-in user's password: the current one must be right and the new one confirmed. Once saved, every
   * other session of the user is signed out; the one making the change stays. Guesses of the current password count as
   * sign-in attempts of the account from this address (the same lock: 429 once they are used up).
   */
  async changePassword(actor: AuthUser, dto: ChangePasswordDto, ipAddress: string): Promise<void> {
    const user = await this.users.findWithPassword({ id: actor.id });
    if (!user) throw new NotFoundException('User not found');
    await this.throttle.beginAttempt(user.email, ipAddress);
    if (!(await verifyPassword(user.password, dto.currentPassword))) throw new BadRequestException(AUTH_MESSAGES.currentPasswordWrong);
    await this.throttle.recordSuccess(user.email, ipAddress);
    user.password = await hashPassword(dto.newPassword);
    await this.uow.save();
    // Only after the change is saved: a refused change keeps every session.
    await this.sessions.revokeOthers(user.id, actor.sessionId);
  }

  async completeOnboarding(userId: string): Promise<UserResponseDto> {
    const user = await this.findOrFail(userId);
    user.onboardingCompleted = true;
    await this.uow.save();
    return toUserResponse(user);
  }

  /** Accounts for the platform admin's User Management, a page at a time. */
  accountPage(filter: { search?: string; role?: Role; page: number; limit: number }): Promise<Page<AccountRow>> {
    return this.users.accountPage(filter);
  }

  /** Businesses for the platform admin's Business Management, a page at a time. */
  businessPage(filter: { search?: string; status?: BusinessStatus; subscriptionPlan?: string; page: number; limit: number }): Promise<Page<BusinessRow>> {
    return this.users.businessPage(filter);
  }

  /** One business as the admin list shows it, or null. */
  async businessRow(businessId: string): Promise<BusinessRow | null> {
    return (await this.users.businessPage({ id: businessId, page: 1, limit: 1 })).items[0] ?? null;
  }

  /** One account as the admin's User Management shows it, or null. */
  async accountRow(userId: string): Promise<AccountRow | null> {
    return (await this.users.accountPage({ id: userId, page: 1, limit: 1 })).items[0] ?? null;
  }

  /** Business totals for the admin overview. */
  businessCounts(since: Date): Promise<{ total: number; new: number; active: number; suspended: number }> {
    return this.users.businessCounts(since);
  }

  /** Names of these accounts, by id. */
  namesOf(ids: string[]): Promise<Map<string, { firstName: string; lastName: string; username: string | null; businessName: string | null }>> {
    return this.users.namesOf(ids);
  }

  private async findOrFail(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
