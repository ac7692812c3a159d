import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FeatureFlagKey, FeatureFlagState } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';

/** A platform feature flag (the four of the spec, seeded by the FeatureFlags migration); its state is set by admins. */
@Entity({ tableName: 'feature_flags' })
export class FeatureFlag {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 60, unique: true })
  key: FeatureFlagKey;

  @Property({ length: 100 })
  name: string;

  @Property({ length: 500 })
  description: string;

  @Property({ length: 20 })
  state: FeatureFlagState;

  /** The admin who last set it (null: as seeded). */
  @Property({ type: 'uuid', nullable: true })
  updatedById?: string | null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
