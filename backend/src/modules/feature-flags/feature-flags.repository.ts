import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey, type FeatureFlagState } from '@coachcore/domain';
import { FeatureFlag } from './entities/feature-flag.entity';

/**
 * The one place feature_flags is queried.
 * @platformData The flags are the platform's own settings, one set for every business.
 */
@Injectable()
export class FeatureFlagsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every flag, in the spec's order (Mobile App Beta, Advanced Analytics, AI Workout Generator, White Label Branding). */
  async all(): Promise<FeatureFlag[]> {
    const flags = await this.em.find(FeatureFlag, {}, { refresh: true });
    const rank = (flag: FeatureFlag) => (FEATURE_FLAG_KEYS as readonly string[]).indexOf(flag.key);
    return flags.sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
  }

  findByKey(key: string): Promise<FeatureFlag | null> {
    return this.em.findOne(FeatureFlag, { key: key as FeatureFlagKey }, { refresh: true });
  }

  /** The flag's state as the database holds it now (never an identity-map copy): what the API's checks read. */
  async stateOf(key: FeatureFlagKey): Promise<FeatureFlagState | undefined> {
    const [row] = await this.em.execute<{ state: FeatureFlagState }[]>('select state from feature_flags where key = ?', [key]);
    return row?.state;
  }

  /**
   * Sets the state and answers the one it replaced, in one statement (two admins setting it at once each learn the
   * state they really replaced, for the audit trail); undefined when no such flag exists.
   */
  async setState(key: FeatureFlagKey, state: FeatureFlagState, adminId: string, now: Date): Promise<FeatureFlagState | undefined> {
    const [row] = await this.em.execute<{ previous: FeatureFlagState }[]>(
      `update feature_flags f set state = ?, updated_by_id = ?, updated_at = ?
        from (select id, state as previous from feature_flags where key = ? for update) old
        where f.id = old.id returning old.previous`,
      [state, adminId, now, key],
    );
    return row?.previous;
  }
}
