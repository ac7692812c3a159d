import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { OnboardingStepDefinition } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';

/**
 * A ready-made onboarding configuration for a kind of business (document 2, onboarding_templates). The platform's
 * own, shipped in a data migration; every business may start from a public one.
 */
@Entity({ tableName: 'onboarding_templates' })
export class OnboardingTemplate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 200 })
  templateName: string;

  @Property({ length: 60 })
  businessType: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'jsonb' })
  steps: OnboardingStepDefinition[];

  @Property({ default: true })
  isPublic: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
