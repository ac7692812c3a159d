import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PlatformPermission } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';

/**
 * A member of the platform's own team, or a pending invitation to it (platform_staff): the admin account it made
 * (`member`, once accepted), its role and the permissions its admin access follows. An admin account without a row
 * is a founding platform admin, holding every permission.
 */
@Entity({ tableName: 'platform_staff' })
@Index({ properties: ['isActive', 'createdAt', 'id'] })
@Index({
  name: 'platform_staff_one_pending_invitation',
  expression: `create unique index "platform_staff_one_pending_invitation" on "platform_staff" ("email") where "member_id" is null and "is_active"`,
})
@Index({
  name: 'platform_staff_one_membership',
  expression: `create unique index "platform_staff_one_membership" on "platform_staff" ("member_id") where "member_id" is not null`,
})
export class PlatformStaffMember {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'member_id', nullable: true, deleteRule: 'cascade' })
  member?: User | null;

  @Property({ nullable: true })
  role?: string | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  permissions: PlatformPermission[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  departments: string[] & Opt = [];

  @Property({ default: true })
  isActive: boolean & Opt = true;

  /** Where the invitation was sent (lower-cased). */
  @Property({ length: 254 })
  email: string;

  /** SHA-256 (hex) of the code in the invitation link; the code itself is never stored. */
  @Property({ unique: true, nullable: true, hidden: true })
  inviteCode?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  inviteExpiresAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  joinedAt?: Date | null;

  /** The admin who sent the invitation. */
  @ManyToOne(() => User, { fieldName: 'invited_by_id', nullable: true, deleteRule: 'set null' })
  invitedBy?: User | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
