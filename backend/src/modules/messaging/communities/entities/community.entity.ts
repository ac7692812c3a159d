import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../../common/tenancy/tenant-owned';
import { User } from '../../../users/entities/user.entity';
import { COMMUNITY_NAME_MAX_LENGTH } from '@coachcore/domain';

/**
 * A business's community (document 2 section 3, communities). `memberCount` is held by the database: triggers on
 * community_members keep it equal to the member rows, and the check constraint refuses a member past `memberLimit`, so
 * the count cannot drift and the limit holds under races. The app never writes it.
 */
@Entity({ tableName: 'communities' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
@Check({ name: 'communities_member_count_check', expression: 'member_count >= 0 and (member_limit is null or member_count <= member_limit)' })
export class Community {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: COMMUNITY_NAME_MAX_LENGTH })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ nullable: true })
  imageUrl?: string | null;

  @Property({ default: false })
  isPrivate: boolean & Opt = false;

  /** Null: unlimited. */
  @Property({ type: 'integer', nullable: true })
  memberLimit?: number | null;

  @Property({ type: 'integer', default: 0 })
  memberCount: number & Opt = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
