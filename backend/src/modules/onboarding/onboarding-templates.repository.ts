import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OnboardingTemplate } from './entities/onboarding-template.entity';

/**
 * The onboarding_templates table, queried only here.
 * @platformData The templates ship with CoachCore (a data migration): every business reads the public ones, none owns them.
 */
@Injectable()
export class OnboardingTemplatesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The public templates, by name (a handful: not paged). */
  listPublic(): Promise<OnboardingTemplate[]> {
    return this.em.find(OnboardingTemplate, { isPublic: true }, { orderBy: { templateName: 'asc', id: 'asc' } });
  }
}
