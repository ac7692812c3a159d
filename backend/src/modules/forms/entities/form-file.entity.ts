import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { CustomForm } from './custom-form.entity';

/**
 * A file a client uploaded for a file field of a form (through StorageService). The submission's answer is this row's
 * id, so a client can only hand in files they uploaded for that form.
 */
@Entity({ tableName: 'form_files' })
@TenantOwned('coach', { client: 'client' })
export class FormFile {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomForm, { fieldName: 'form_id', deleteRule: 'cascade' })
  form: CustomForm;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  /** StorageService key; never shown. */
  @Property({ length: 200 })
  fileKey: string;

  @Property({ length: 50 })
  contentType: string;

  @Property()
  size: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
