import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { FormTemplatesRepository } from './form-templates.repository';
import { FormsRepository } from './forms.repository';

/**
 * The demo business's forms, made from the shipped templates (their data migration runs before the seed): the
 * liability waiver, required of every client, and the PAR-Q.
 */
@Injectable()
export class FormsSeeder implements DemoSeeder {
  constructor(
    private readonly forms: FormsRepository,
    private readonly templates: FormTemplatesRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const templates = await this.templates.list(tenant);
    for (const [category, isRequired] of [
      ['waiver', true],
      ['par_q', false],
    ] as const) {
      const template = templates.find((t) => t.category === category);
      if (!template) continue;
      this.forms.add(tenant, {
        title: template.name,
        description: template.description ?? null,
        category: template.category,
        isRequired,
        isActive: true,
        fields: template.fields,
      });
      await this.templates.countUse(tenant, template.id);
    }
    await this.uow.save();
  }
}
