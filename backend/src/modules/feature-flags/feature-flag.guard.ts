import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FEATURE_FLAG_MESSAGES, type FeatureFlagKey } from '@coachcore/domain';
import { REQUIRED_FEATURE } from '../../common/decorators/requires-feature.decorator';
import { FeatureFlagsService } from './feature-flags.service';

/** A global guard: a route marked `@RequiresFeature(key)` answers 403 while its flag is not enabled. */
@Injectable()
export class FeatureFlagGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly flags: FeatureFlagsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const key = this.reflector.getAllAndOverride<FeatureFlagKey | undefined>(REQUIRED_FEATURE, [context.getHandler(), context.getClass()]);
    if (!key) return true;
    if (!(await this.flags.isEnabled(key))) throw new ForbiddenException(FEATURE_FLAG_MESSAGES.unavailable);
    return true;
  }
}
