import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { Role } from '@coachcore/domain';
import { ErrorResponseDto } from '../http/error-response.dto';

export const ROLES_KEY = 'coachcore:roles';

/** Only these roles may call the route; anyone else signed in gets 403. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiForbiddenResponse({ description: `Only for: ${roles.join(', ')}`, type: ErrorResponseDto }));
