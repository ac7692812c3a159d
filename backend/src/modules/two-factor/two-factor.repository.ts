import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TwoFactorChallenge } from './entities/two-factor-challenge.entity';
import { TwoFactorRecoveryCode } from './entities/two-factor-recovery-code.entity';
import { UserTwoFactor } from './entities/user-two-factor.entity';

/**
 * A user's authenticator, recovery codes and pending second steps. Every write that must not happen twice (a code's
 * time step, a recovery code, a challenge) is one conditional update whose affected row count says who won.
 * @platformData Two-factor sign-in belongs to a person's account, before and apart from any business (admins have none).
 */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly em: EntityManager) {}

  findByUser(userId: string): Promise<UserTwoFactor | null> {
    return this.em.findOne(UserTwoFactor, { user: userId }, { refresh: true });
  }

  /** Of these users, the ones with two-factor on. */
  async enabledAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `select user_id from user_two_factor where user_id = any(?::uuid[]) and enabled_at is not null`,
      [`{${userIds.join(',')}}`],
    );
    return new Set(rows.map((row) => row.user_id));
  }

  /**
   * Stores a new secret waiting for its first code (a pending one is replaced). False when two-factor is on already:
   * an enrolled authenticator is never swapped without being turned off first.
   */
  async savePending(userId: string, secret: string): Promise<boolean> {
    const result = await this.em.execute<{ affectedRows: number }>(
      `insert into user_two_factor (id, user_id, secret, enabled_at, last_used_step, created_at)
       values (gen_random_uuid(), ?, ?, null, null, now())
       on conflict (user_id) do update set secret = excluded.secret, last_used_step = null, created_at = now()
       where user_two_factor.enabled_at is null`,
      [userId, secret],
      'run',
    );
    return result.affectedRows === 1;
  }

  /** Turns the pending authenticator on with the step of its first code. False when it is on already (or gone). */
  async enable(userId: string, step: number): Promise<boolean> {
    return (await this.em.nativeUpdate(UserTwoFactor, { user: userId, enabledAt: null }, { enabledAt: new Date(), lastUsedStep: step })) === 1;
  }

  /**
   * Accepts a code of this time step only if no code of this step or a later one was accepted before: the replay guard.
   * Two requests with one code: one updates the row, the other finds the condition false.
   */
  async claimStep(userId: string, step: number): Promise<boolean> {
    const result = await this.em.execute<{ affectedRows: number }>(
      `update user_two_factor set last_used_step = ?
        where user_id = ? and enabled_at is not null and (last_used_step is null or last_used_step < ?)`,
      [step, userId, step],
      'run',
    );
    return result.affectedRows === 1;
  }

  /** Replaces the user's recovery codes (the old ones stop working). */
  async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
    await this.em.nativeDelete(TwoFactorRecoveryCode, { user: userId });
    await this.em.insertMany(
      TwoFactorRecoveryCode,
      codeHashes.map((codeHash) => ({ id: randomUUID(), user: userId, codeHash, usedAt: null, createdAt: new Date() })),
    );
  }

  /** Uses a recovery code: true for the one request that marks it used. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    return (await this.em.nativeUpdate(TwoFactorRecoveryCode, { user: userId, codeHash, usedAt: null }, { usedAt: new Date() })) === 1;
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.em.count(TwoFactorRecoveryCode, { user: userId, usedAt: null });
  }

  /** Turns two-factor off: the authenticator, its recovery codes and pending second steps go. False when there was none. */
  async removeFor(userId: string): Promise<boolean> {
    await this.em.nativeDelete(TwoFactorRecoveryCode, { user: userId });
    await this.em.nativeDelete(TwoFactorChallenge, { user: userId });
    return (await this.em.nativeDelete(UserTwoFactor, { user: userId })) === 1;
  }

  /** A new second step for the user; expired ones of anyone are cleared on the way (they can never be used). */
  async addChallenge(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.em.nativeDelete(TwoFactorChallenge, { expiresAt: { $lt: new Date() } });
    await this.em.insert(TwoFactorChallenge, { id: randomUUID(), tokenHash, user: userId, expiresAt, usedAt: null, createdAt: new Date() });
  }

  /** The user a live (unexpired, unused) second step belongs to. */
  async liveChallengeUser(tokenHash: string): Promise<string | null> {
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `select user_id from two_factor_challenges where token_hash = ? and used_at is null and expires_at > now()`,
      [tokenHash],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Uses the second step: true for the one request that marks it used. */
  async consumeChallenge(tokenHash: string): Promise<boolean> {
    return (await this.em.nativeUpdate(TwoFactorChallenge, { tokenHash, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() })) === 1;
  }
}
