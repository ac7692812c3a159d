import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FormCategory, FormFieldDefinition } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A form or waiver of a business (document 2, custom_forms). `version` starts at 1 and goes up when the fields,
 * title or description change after someone has submitted the form: each submission keeps the version it answered.
 * A form with submissions is archived rather than deleted (`archivedAt`).
 */
@Entity({ tableName: 'custom_forms' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class CustomForm {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business it belongs to (the spec's businessId; the tenant). */
  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'varchar', length: 30 })
  category: FormCategory;

  /** Every client of the business must fill it in (otherwise only the clients it is assigned to). */
  @Property({ default: false })
  isRequired: boolean & Opt = false;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'jsonb' })
  fields: FormFieldDefinition[];

  @Property({ type: 'jsonb', nullable: true })
  settings?: Record<string, unknown> | null;

  @Property({ default: 1 })
  version: number & Opt = 1;

  /**
   * Set when the coach deletes a form that has submissions: the form is gone from the coach's list and from clients,
   * its submissions (which cascade from it) stay readable and verifiable.
   */
  @Property({ type: 'timestamptz', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
