import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { FormAnswer, FormFieldDefinition } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { CustomForm } from './custom-form.entity';

/**
 * A client's answers to one version of a form (document 2, form_submissions). The row keeps what was signed: the
 * form's version, title and fields as they were, the answers, the signature's storage key, where and when it was
 * sent, and the SHA-256 of all of it (`contentHash`), so a later change to the row is detectable.
 * One submission per client and form version (a unique constraint: a double send stores one).
 */
@Entity({ tableName: 'form_submissions' })
@TenantOwned('coach', { client: 'client' })
@Unique({ properties: ['form', 'client', 'formVersion'] })
@Index({ properties: ['coach', 'submittedAt'] })
export class FormSubmission {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomForm, { fieldName: 'form_id', deleteRule: 'cascade' })
  form: CustomForm;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  /** The business (the spec's businessId; the tenant). */
  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  /** Field id → answer (a file field's answer is the storage key of its upload). */
  @Property({ type: 'jsonb' })
  responses: Record<string, FormAnswer>;

  @Property({ length: 20, default: 'completed' })
  status: string & Opt = 'completed';

  @Property({ type: 'varchar', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'varchar', length: 500, nullable: true })
  userAgent?: string | null;

  /** Storage key of the drawn signature (a PNG), null when the form has no signature field. */
  @Property({ type: 'varchar', length: 200, nullable: true })
  signature?: string | null;

  @Property({ type: 'timestamptz' })
  submittedAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt?: Date | null;

  @ManyToOne(() => User, { fieldName: 'reviewed_by', nullable: true, deleteRule: 'set null' })
  reviewedBy?: User | null;

  /** The form's version that was answered, and its title and fields as they were then. */
  @Property()
  formVersion: number;

  @Property({ length: 200 })
  formTitle: string;

  @Property({ type: 'jsonb' })
  formFields: FormFieldDefinition[];

  /** SHA-256 (hex) of the signed content, printed on the PDF. */
  @Property({ length: 64 })
  contentHash: string;
}
