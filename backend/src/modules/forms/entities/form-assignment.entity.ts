import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { CustomForm } from './custom-form.entity';

/** A form the coach asked one client to fill in (a required form asks every client without a row). Once per form and client. */
@Entity({ tableName: 'form_assignments' })
@TenantOwned('coach', { client: 'client' })
@Unique({ properties: ['form', 'client'] })
export class FormAssignment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomForm, { fieldName: 'form_id', deleteRule: 'cascade' })
  form: CustomForm;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ type: 'timestamptz' })
  assignedAt: Date & Opt = new Date();
}
