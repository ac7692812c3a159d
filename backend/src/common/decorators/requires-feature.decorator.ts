import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { FEATURE_FLAG_MESSAGES, type FeatureFlagKey } from '@coachcore/domain';
import { ErrorResponseDto } from '../http/error-response.dto';

export const REQUIRED_FEATURE = 'coachcore:feature';

/**
 * The route (or controller) belongs to a flagged feature: while the flag is not enabled, every call answers 403
 * 'This feature is not available' (FeatureFlagGuard).
 */
export const RequiresFeature = (key: FeatureFlagKey) =>
  applyDecorators(
    SetMetadata(REQUIRED_FEATURE, key),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: `${FEATURE_FLAG_MESSAGES.unavailable} (feature flag ${key} is not enabled)` }),
  );
