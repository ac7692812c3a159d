import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { StaffTwoFactorPolicy } from './entities/staff-two-factor-policy.entity';

/** The business's rule for its staff (one row per business, made on the first change). */
@Injectable()
export class TwoFactorPolicyRepository extends TenantRepository<StaffTwoFactorPolicy> {
  constructor(em: EntityManager) {
    super(em, StaffTwoFactorPolicy);
  }

  async staffRequired(tenant: TenantScope): Promise<boolean> {
    const rows = await this.sql<Array<{ staff_required: boolean }>>(tenant, `select staff_required from staff_two_factor_policies where business_id = :tenant`);
    return rows[0]?.staff_required ?? false;
  }

  /** The rule, its row locked for the caller's transaction (false when the business has none yet). */
  async lockStaffRequired(tenant: TenantScope): Promise<boolean> {
    const rows = await this.sql<Array<{ staff_required: boolean }>>(
      tenant,
      `select staff_required from staff_two_factor_policies where business_id = :tenant for update`,
    );
    return rows[0]?.staff_required ?? false;
  }

  /** Sets the rule; two owners' tabs saving at once leave one row (the unique business). */
  async setStaffRequired(tenant: TenantScope, required: boolean): Promise<void> {
    await this.sql(
      tenant,
      `insert into staff_two_factor_policies (id, business_id, staff_required, updated_at) values (gen_random_uuid(), :tenant, :required, now())
       on conflict (business_id) do update set staff_required = excluded.staff_required, updated_at = now()`,
      { required },
      'run',
    );
  }
}
