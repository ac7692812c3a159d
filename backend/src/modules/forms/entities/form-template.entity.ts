import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FormCategory, FormFieldDefinition } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A form template (document 2, form_templates). The templates written for CoachCore ship in a data migration with no
 * creator: every business reads them, none changes them; `usageCount` counts the forms made from each.
 */
@Entity({ tableName: 'form_templates' })
@TenantOwned('createdBy', { shared: true })
export class FormTemplate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'varchar', length: 30 })
  category: FormCategory;

  @Property({ type: 'jsonb' })
  fields: FormFieldDefinition[];

  @Property({ default: true })
  isPublic: boolean & Opt = true;

  /** The business that wrote it; null for the templates shipped with CoachCore. */
  @ManyToOne(() => User, { fieldName: 'created_by', nullable: true, deleteRule: 'cascade' })
  createdBy?: User | null;

  @Property({ default: 0 })
  usageCount: number & Opt = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
