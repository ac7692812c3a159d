import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OnboardingAnswer } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientOnboardingResponse } from './entities/client-onboarding-response.entity';

/** The one place client_onboarding_responses is queried; a client user reaches only their own rows. */
@Injectable()
export class OnboardingResponsesRepository extends TenantRepository<ClientOnboardingResponse> {
  constructor(em: EntityManager) {
    super(em, ClientOnboardingResponse);
  }

  /** A client's answers, to one configuration or to all. */
  forClient(tenant: TenantScope, clientId: string, configId?: string): Promise<ClientOnboardingResponse[]> {
    return this.find(tenant, { client: clientId, ...(configId ? { config: configId } : {}) }, { orderBy: { completedAt: 'asc', id: 'asc' } });
  }

  findById(tenant: TenantScope, clientId: string, id: string): Promise<ClientOnboardingResponse | null> {
    return this.findOne(tenant, { id, client: clientId });
  }

  /**
   * Saves a step's answers, one row per field (saving the step again replaces them). Raw SQL: one `insert ... on
   * conflict do update` against the (client, config, step, field) unique constraint, so two saves racing store one row
   * per field. File fields are not touched (their rows come from their uploads).
   */
  async saveStep(
    tenant: TenantScope,
    ids: { clientId: string; configId: string; stepId: string },
    answers: { fieldId: string; value: OnboardingAnswer | null }[],
  ): Promise<void> {
    if (!answers.length) return;
    const values: string[] = [];
    const params: Record<string, unknown> = { client: ids.clientId, config: ids.configId, step: ids.stepId };
    answers.forEach((answer, i) => {
      values.push(`(gen_random_uuid(), :client::uuid, :config::uuid, :tenant::uuid, :step::text, :field${i}::text, :value${i}::jsonb, null::text, now())`);
      params[`field${i}`] = answer.fieldId;
      params[`value${i}`] = JSON.stringify(answer.value);
    });
    await this.sql(
      tenant,
      `insert into client_onboarding_responses (id, client_id, config_id, business_id, step_id, field_id, response_value, file_key, completed_at)
       select v.* from (values ${values.join(', ')}) as v(id, client_id, config_id, business_id, step_id, field_id, response_value, file_key, completed_at)
        where exists (select 1 from clients c where c.id = :client and c.coach_id = :tenant)
       on conflict (client_id, config_id, step_id, field_id) do update
         set response_value = excluded.response_value, completed_at = excluded.completed_at`,
      params,
      'run',
    );
  }

  /** Stores a file field's upload as its answer (replacing an earlier upload); answers the storage key it replaced. */
  async saveFile(
    tenant: TenantScope,
    ids: { clientId: string; configId: string; stepId: string; fieldId: string },
    file: { key: string; value: OnboardingAnswer },
  ): Promise<{ id: string; previousKey: string | null }> {
    const [row] = await this.sql<{ id: string; previous_key: string | null }[]>(
      tenant,
      `with previous as (
         select file_key from client_onboarding_responses
          where client_id = :client and config_id = :config and step_id = :step and field_id = :field and business_id = :tenant
       )
       insert into client_onboarding_responses (id, client_id, config_id, business_id, step_id, field_id, response_value, file_key, completed_at)
       select gen_random_uuid(), :client::uuid, :config::uuid, :tenant::uuid, :step::text, :field::text, :value::jsonb, :key::text, now()
        where exists (select 1 from clients c where c.id = :client and c.coach_id = :tenant)
       on conflict (client_id, config_id, step_id, field_id) do update
         set response_value = excluded.response_value, file_key = excluded.file_key, completed_at = excluded.completed_at
       returning id, (select file_key from previous) as previous_key`,
      { client: ids.clientId, config: ids.configId, step: ids.stepId, field: ids.fieldId, value: JSON.stringify(file.value), key: file.key },
    );
    return { id: row!.id, previousKey: row!.previous_key };
  }

  /** The stored files of a client's onboarding answers (their erasure removes them). */
  async fileKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId, fileKey: { $ne: null } }, { fields: ['fileKey'] as never });
    return rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string');
  }

  /**
   * Which of these keys an onboarding answer still points to.
   * @crossTenant The orphan-files sweep asks about stored files of every business.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ fileKey: { $in: [...keys] } }, { fields: ['fileKey'] as never });
    return new Set(rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string'));
  }
}
