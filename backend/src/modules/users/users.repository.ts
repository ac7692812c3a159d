import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PAYMENT_SUSPENSION_REASON, type BusinessStatus, type Role, type UnitSystem } from '@coachcore/domain';
import { sqlPage } from '../../common/tenancy/tenant-repository';
import type { Page } from '../../common/http/pagination';
import type { AccountRow, BusinessRow } from './dto/account-rows';
import type { UserProfileFields } from './dto/user.response';
import { User } from './entities/user.entity';

/** A business's suspension, when it is suspended. */
export interface BusinessSuspension {
  suspendedAt: Date;
  reason: string;
  /** An admin's suspension (lifted by an admin), or the payment grace period's (lifted by paying). */
  kind: 'admin' | 'payment';
}

/**
 * A business's status, derived in SQL: the platform's suspension first, then the subscription's own end states;
 * anything else (no subscription yet, trialing, active) counts as active.
 */
/** The subscription states that make a business not active: suspended, canceled (either spelling) and past due. */
const INACTIVE_SUBSCRIPTION_STATUSES = `'suspended', 'canceled', 'cancelled', 'past_due', 'unpaid'`;
const BUSINESS_STATUS_SQL = `case when suspended_at is not null or subscription_status = 'suspended' then 'suspended'
  when subscription_status in ('canceled', 'cancelled') then 'canceled'
  when subscription_status in ('past_due', 'unpaid') then 'past_due' else 'active' end`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

  /** Deletes the account; its sessions go with it (foreign key), rows that name it as author keep the row without it. */
  async deleteById(userId: string): Promise<void> {
    await this.em.nativeDelete(User, { id: userId });
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
  /**
   * One page of businesses (accounts of role business), newest first, with the total: the admin's Business Management.
   * Raw SQL: the status is derived (see BUSINESS_STATUS_SQL) and filtered on, with one count over the same rows.
   */
  async businessPage(filter: {
    id?: string;
    search?: string;
    status?: BusinessStatus;
    subscriptionPlan?: string;
    page: number;
    limit: number;
  }): Promise<Page<BusinessRow>> {
    const where = [`role = 'business'`];
    const params: Record<string, unknown> = {};
    if (filter.id) {
      where.push('id = :id');
      params.id = filter.id;
    }
    if (filter.search) {
      where.push(`(first_name || ' ' || last_name ilike :pattern or email ilike :pattern or business_name ilike :pattern or username ilike :pattern)`);
      params.pattern = likePattern(filter.search);
    }
    if (filter.status) {
      where.push(`(${BUSINESS_STATUS_SQL}) = :status`);
      params.status = filter.status;
    }
    if (filter.subscriptionPlan) {
      where.push(`coalesce(subscription_plan, 'Free') = :plan`);
      params.plan = filter.subscriptionPlan;
    }
    const page = await sqlPage<{
      id: string;
      first_name: string;
      last_name: string;
      username: string | null;
      email: string;
      business_name: string | null;
      status: BusinessStatus;
      subscription_plan: string | null;
      suspended_at: Date | string | null;
      suspended_reason: string | null;
      created_at: Date | string;
    }>(
      this.em,
      {
        columns: `id, first_name, last_name, username, email, business_name, ${BUSINESS_STATUS_SQL} as status, subscription_plan, suspended_at, suspended_reason, created_at`,
        from: `from users where ${where.join(' and ')}`,
        orderBy: 'created_at desc, id desc',
      },
      filter,
      params,
    );
    return page.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      email: row.email,
      businessName: row.business_name,
      status: row.status,
      subscriptionPlan: row.subscription_plan,
      suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
      suspendedReason: row.suspended_reason,
      createdAt: new Date(row.created_at),
    }));
  }

  /** One page of every account (the admin's User Management), newest first, with the total. */
  async accountPage(filter: { id?: string; search?: string; role?: Role; page: number; limit: number }): Promise<Page<AccountRow>> {
    const where = ['true'];
    const params: Record<string, unknown> = {};
    if (filter.id) {
      where.push('id = :id');
      params.id = filter.id;
    }
    if (filter.search) {
      where.push(`(first_name || ' ' || last_name ilike :pattern or email ilike :pattern)`);
      params.pattern = likePattern(filter.search);
    }
    if (filter.role) {
      where.push('role = :role');
      params.role = filter.role;
    }
    const page = await sqlPage<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      role: Role;
      disabled_at: Date | string | null;
      created_at: Date | string;
    }>(
      this.em,
      {
        columns: 'id, first_name, last_name, email, role, disabled_at, created_at',
        from: `from users where ${where.join(' and ')}`,
        orderBy: 'created_at desc, id desc',
      },
      filter,
      params,
    );
    return page.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: row.role,
      disabledAt: row.disabled_at ? new Date(row.disabled_at) : null,
      createdAt: new Date(row.created_at),
    }));
  }

  /** Businesses on the platform: all, joined since `since`, active and suspended (the admin overview). */
  async businessCounts(since: Date): Promise<{ total: number; new: number; active: number; suspended: number }> {
    const [row] = await this.em.execute<{ total: string; new: string; active: string; suspended: string }[]>(
      `select count(*) as total, count(*) filter (where created_at >= ?) as new,
              count(*) filter (where (${BUSINESS_STATUS_SQL}) = 'active') as active, count(*) filter (where suspended_at is not null or subscription_status = 'suspended') as suspended
         from users where role = 'business'`,
      [since],
    );
    return { total: Number(row.total), new: Number(row.new), active: Number(row.active), suspended: Number(row.suspended) };
  }

  /** Names of these accounts by id (the admin's client list names each client's coach). */
  async namesOf(ids: string[]): Promise<Map<string, { firstName: string; lastName: string; username: string | null; businessName: string | null }>> {
    if (!ids.length) return new Map();
    const users = await this.em.find(User, { id: { $in: ids } }, { fields: ['id', 'firstName', 'lastName', 'username', 'businessName'] });
    return new Map(
      users.map((user) => [
        user.id,
        { firstName: user.firstName, lastName: user.lastName, username: user.username ?? null, businessName: user.businessName ?? null },
      ]),
    );
  }

  /**
   * Suspends a business unless it already is (a conditional update, so two suspensions at once record one).
   * Answers whether this call suspended it.
   */
  async suspend(businessId: string, reason: string): Promise<boolean> {
    return (
      (await this.em.nativeUpdate(User, { id: businessId, role: 'business', suspendedAt: null }, { suspendedAt: new Date(), suspendedReason: reason })) > 0
    );
  }

  /**
   * Makes a non-active business active again (the spec: any non-active business offers Reactivate): lifts the
   * platform's suspension or the payment grace period's, and counts a canceled or past-due subscription as active (the
   * admin's decision, audited; the provider's next event about it still applies). Answers whether this call changed it.
   */
  async reactivate(businessId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update users set suspended_at = null, suspended_reason = null,
              subscription_status = case when subscription_status in (${INACTIVE_SUBSCRIPTION_STATUSES}) then 'active' else subscription_status end,
              updated_at = now()
        where id = ? and role = 'business' and (suspended_at is not null or subscription_status in (${INACTIVE_SUBSCRIPTION_STATUSES})) returning id`,
      [businessId],
    );
    return rows.length > 0;
  }

  /**
   * The business's suspension, if any: the access guard asks this for every request of a business's owner, staff
   * and clients. One primary-key read of two columns.
   */
  async suspensionOf(businessId: string): Promise<BusinessSuspension | null> {
    const rows = await this.em.execute<
      { suspended_at: Date | string | null; suspended_reason: string | null; subscription_status: string | null; updated_at: Date }[]
    >('select suspended_at, suspended_reason, subscription_status, updated_at from users where id = ?', [businessId]);
    const row = rows[0];
    if (row?.suspended_at) return { suspendedAt: new Date(row.suspended_at), reason: row.suspended_reason ?? '', kind: 'admin' };
    // The payment grace period's suspension (billing's job): lifted by a successful payment.
    if (row?.subscription_status === 'suspended') return { suspendedAt: new Date(row.updated_at), reason: PAYMENT_SUSPENSION_REASON, kind: 'payment' };
    return null;
  }

  /** Disables (or enables) an account unless it already is; answers whether this call changed it. */
  async setDisabled(userId: string, disabled: boolean): Promise<boolean> {
    return disabled
      ? (await this.em.nativeUpdate(User, { id: userId, disabledAt: null }, { disabledAt: new Date() })) > 0
      : (await this.em.nativeUpdate(User, { id: userId, disabledAt: { $ne: null } }, { disabledAt: null })) > 0;
  }

  /** The payment fields of an account (document 2 section 3, users). */
  async billingOf(userId: string): Promise<UserBillingFields | null> {
    // Fresh: the billing fields change by native updates (updateBilling), which the identity map does not see.
    const user = await this.em.findOne(User, { id: userId }, { fields: [...BILLING_FIELDS, 'email', 'firstName', 'lastName', 'role'], refresh: true });
    if (!user) return null;
    return {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      role: user.role,
      stripeCustomerId: user.stripeCustomerId ?? null,
      stripeSubscriptionId: user.stripeSubscriptionId ?? null,
      subscriptionStatus: user.subscriptionStatus ?? null,
      subscriptionPlan: user.subscriptionPlan ?? null,
      subscriptionEndsAt: user.subscriptionEndsAt ?? null,
      stripeAccountId: user.stripeAccountId ?? null,
      stripeAccountEnabled: user.stripeAccountEnabled,
      paymentSetupComplete: user.paymentSetupComplete,
    };
  }

  /** The business whose connected payments account this is. */
  async businessOfStripeAccount(accountId: string): Promise<string | null> {
    const user = await this.em.findOne(User, { stripeAccountId: accountId, role: 'business' }, { fields: ['id'] });
    return user?.id ?? null;
  }

  /** Writes payment fields of an account in the caller's transaction; `onlyIfStatusIn` makes it conditional. Answers whether it changed. */
  async updateBilling(userId: string, fields: Partial<UserBillingUpdate>, onlyIfStatusIn?: readonly (string | null)[]): Promise<boolean> {
    const where: Record<string, unknown> = { id: userId };
    if (onlyIfStatusIn) {
      const values = onlyIfStatusIn.filter((s): s is string => s !== null);
      where.$or = onlyIfStatusIn.includes(null)
        ? [{ subscriptionStatus: { $in: values } }, { subscriptionStatus: null }]
        : [{ subscriptionStatus: { $in: values } }];
    }
    return (await this.em.nativeUpdate(User, where, { ...fields, updatedAt: new Date() })) > 0;
  }

  /** The business's Review & Feedback Settings (document 2: the users' review fields). */
  async reviewSettingsOf(userId: string): Promise<ReviewSettingsFields | null> {
    const user = await this.em.findOne(User, { id: userId }, { fields: [...REVIEW_SETTINGS_FIELDS] });
    if (!user) return null;
    return {
      businessName: user.businessName ?? null,
      businessAddress: user.businessAddress ?? null,
      businessPhone: user.businessPhone ?? null,
      businessWebsite: user.businessWebsite ?? null,
      googleMyBusinessUrl: user.googleMyBusinessUrl ?? null,
      facebookPageUrl: user.facebookPageUrl ?? null,
      yelpBusinessUrl: user.yelpBusinessUrl ?? null,
      reviewCollectionEnabled: user.reviewCollectionEnabled,
      autoFeedbackEnabled: user.autoFeedbackEnabled,
      feedbackDelayHours: user.feedbackDelayHours,
    };
  }

  /** Replaces the business's review settings; answers whether the account exists. */
  async updateReviewSettings(userId: string, fields: ReviewSettingsFields): Promise<boolean> {
    return (await this.em.nativeUpdate(User, { id: userId }, { ...fields, updatedAt: new Date() })) > 0;
  }
}

/** The review fields of a business (Review & Feedback Settings). */
export interface ReviewSettingsFields {
  businessName: string | null;
  businessAddress: string | null;
  businessPhone: string | null;
  businessWebsite: string | null;
  googleMyBusinessUrl: string | null;
  facebookPageUrl: string | null;
  yelpBusinessUrl: string | null;
  reviewCollectionEnabled: boolean;
  autoFeedbackEnabled: boolean;
  feedbackDelayHours: number;
}

const REVIEW_SETTINGS_FIELDS = [
  'businessName',
  'businessAddress',
  'businessPhone',
  'businessWebsite',
  'googleMyBusinessUrl',
  'facebookPageUrl',
  'yelpBusinessUrl',
  'reviewCollectionEnabled',
  'autoFeedbackEnabled',
  'feedbackDelayHours',
] as const;

const BILLING_FIELDS = [
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionStatus',
  'subscriptionPlan',
  'subscriptionEndsAt',
  'stripeAccountId',
  'stripeAccountEnabled',
  'paymentSetupComplete',
] as const;

export interface UserBillingUpdate {
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  subscriptionEndsAt: Date | null;
  stripeAccountId: string | null;
  stripeAccountEnabled: boolean;
  paymentSetupComplete: boolean;
}

export interface UserBillingFields extends UserBillingUpdate {
  email: string;
  name: string;
  role: Role;
}
