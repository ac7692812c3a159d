import { ApiProperty } from '@nestjs/swagger';
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_MESSAGES, FEATURE_FLAG_STATES, isFeatureOn, type FeatureFlagKey, type FeatureFlagState } from '@coachcore/domain';
import { IsIn } from 'class-validator';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../common/validation/rules';
import type { FeatureFlag } from '../entities/feature-flag.entity';

/** PUT /api/admin/feature-flags/{key}. */
export class SetFeatureFlagDto {
  /** enabled turns the feature on; disabled, coming_soon and planned keep it off. */
  @ApiProperty({ enum: FEATURE_FLAG_STATES, enumName: 'FeatureFlagState', example: 'enabled' })
  @NotBlank({ message: FEATURE_FLAG_MESSAGES.stateInvalid, order: 1 })
  @IsIn(FEATURE_FLAG_STATES, rule({ message: FEATURE_FLAG_MESSAGES.stateInvalid, order: 1 }))
  state: FeatureFlagState;
}

/** A flag as the web app reads it on start. */
export class FeatureFlagStateResponseDto {
  @ApiProperty({ enum: FEATURE_FLAG_KEYS, enumName: 'FeatureFlagKey' })
  key: FeatureFlagKey;
  @ApiProperty({ enum: FEATURE_FLAG_STATES, enumName: 'FeatureFlagState' })
  state: FeatureFlagState;
  /** Whether the feature is on (state enabled). */
  enabled: boolean;
}

/** A flag in the admin's Feature Flags section. */
export class FeatureFlagResponseDto extends FeatureFlagStateResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string;
  @ApiUuid({ nullable: true })
  updatedById: string | null;
  @ApiDateTime()
  updatedAt: string;
}

export const toFeatureFlagStateResponse = (flag: FeatureFlag): FeatureFlagStateResponseDto => ({
  key: flag.key,
  state: flag.state,
  enabled: isFeatureOn(flag.state),
});

export const toFeatureFlagResponse = (flag: FeatureFlag): FeatureFlagResponseDto => ({
  ...toFeatureFlagStateResponse(flag),
  id: flag.id,
  name: flag.name,
  description: flag.description,
  updatedById: flag.updatedById ?? null,
  updatedAt: flag.updatedAt.toISOString(),
});
