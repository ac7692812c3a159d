import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Role, UnitSystem } from '@coachcore/domain';
import type { UserProfileFields } from './dto/user.response';
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
  time_zone: string;
  units: UnitSystem;
  onboarding_completed: boolean;
  subscription_status: string | null;
  subscription_plan: string | null;
  created_at: string | Date;
}

/**
 * The users table, queried only here.
 * @platformData Users are who signs in, not a business's records: a business owner is the tenant itself, and staff
 * and client users belong to a business through business_staff and clients. Lookups are by id or e-mail.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The profile GET /api/auth/me answers on every page load. Raw SQL: one narrow query without entity hydration
   * kept /me at 82 % of the bare ceiling (`npm run bench -- auth-me`); hydrating cost a third of that.
   */
  async findProfile(userId: string): Promise<UserProfileFields | null> {
    const rows = await this.em.execute<ProfileRow[]>(
      `select id, email, username, first_name, last_name, role, phone, avatar, business_name, time_zone, units, onboarding_completed,
              subscription_status, subscription_plan, created_at
         from users where id = ?`,
      [userId],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          email: row.email,
          username: row.username,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
          phone: row.phone,
          avatar: row.avatar,
          businessName: row.business_name,
          timeZone: row.time_zone,
          units: row.units,
          onboardingCompleted: row.onboarding_completed,
          subscriptionStatus: row.subscription_status,
          subscriptionPlan: row.subscription_plan,
          createdAt: new Date(row.created_at),
        }
      : null;
  }

  findById(userId: string): Promise<User | null> {
    return this.em.findOne(User, { id: userId });
  }

  /** With the password hash (a lazy property), for checking a password. */
  findWithPassword(where: { id: string } | { email: string }): Promise<User | null> {
    return this.em.findOne(User, where, { populate: ['password'] });
  }

  /** Whether any account exists (the seed adds the demo business only to an empty database). */
  async hasAny(): Promise<boolean> {
    return (await this.em.count(User, {})) > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.em.count(User, { email: email.toLowerCase() })) > 0;
  }

  /** A new account in the caller's unit of work (saved with the next flush). */
  add(fields: RequiredEntityData<User>): User {
    const user = this.em.create(User, fields);
    this.em.persist(user);
    return user;
  }

  async timeZonesOf(userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const users = await this.em.find(User, { id: { $in: userIds } }, { fields: ['id', 'timeZone'] });
    return new Map(users.map((user) => [user.id, user.timeZone]));
  }
}
