import { Injectable, NotFoundException } from '@nestjs/common';
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_MESSAGES, FEATURE_FLAG_STATE_LABELS, isFeatureOn, type FeatureFlagKey } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser } from '../../common/http/authenticated-request';
import { AuditService } from '../audit/audit.service';
import {
  toFeatureFlagResponse,
  toFeatureFlagStateResponse,
  type FeatureFlagResponseDto,
  type FeatureFlagStateResponseDto,
  type SetFeatureFlagDto,
} from './dto/feature-flag.dto';
import { FeatureFlagsRepository } from './feature-flags.repository';

const isKey = (key: string): key is FeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** The platform's feature flags: the web app and the API read them; admins set them (audited). */
@Injectable()
export class FeatureFlagsService {
  constructor(
    private readonly flags: FeatureFlagsRepository,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async states(): Promise<FeatureFlagStateResponseDto[]> {
    return (await this.flags.all()).map(toFeatureFlagStateResponse);
  }

  async list(): Promise<FeatureFlagResponseDto[]> {
    return (await this.flags.all()).map(toFeatureFlagResponse);
  }

  /** Whether the feature is on now (read from the database at each call: a change applies on every instance at once). */
  async isEnabled(key: FeatureFlagKey): Promise<boolean> {
    return isFeatureOn(await this.flags.stateOf(key));
  }

  async set(actor: AuthUser, key: string, dto: SetFeatureFlagDto): Promise<FeatureFlagResponseDto> {
    if (!isKey(key)) throw new NotFoundException(FEATURE_FLAG_MESSAGES.notFound);
    await this.uow.transaction(async () => {
      const previous = await this.flags.setState(key, dto.state, actor.id, new Date());
      if (previous === undefined) throw new NotFoundException(FEATURE_FLAG_MESSAGES.notFound);
      const flag = await this.flags.findByKey(key);
      this.events.record('feature_flag_changed', { key, state: dto.state, previous });
      this.audit.record({
        actor,
        action: 'feature_flag_changed',
        target: { type: 'feature_flag', id: flag!.id, label: flag!.name },
        reason: `${FEATURE_FLAG_STATE_LABELS[previous]} → ${FEATURE_FLAG_STATE_LABELS[dto.state]}`,
      });
    });
    const flag = await this.flags.findByKey(key);
    return toFeatureFlagResponse(flag!);
  }
}
