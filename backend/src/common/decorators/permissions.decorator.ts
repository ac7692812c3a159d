import { SetMetadata } from '@nestjs/common';
import type { StaffPermission } from '@coachcore/domain';

export const PERMISSIONS_KEY = 'coachcore:permissions';

/**
 * Staff members need one of these permissions, granted by their business owner. Business owners hold every
 * permission in their own business; other roles are governed by @Roles.
 */
export const Permissions = (...permissions: StaffPermission[]) => SetMetadata(PERMISSIONS_KEY, permissions);
