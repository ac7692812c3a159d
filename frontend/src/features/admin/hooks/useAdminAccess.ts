import { canOpenAdminSection, type PlatformPermission } from '@coachcore/domain';
import { hasSignedInMarker } from '../../../lib/session';
import { usePlatformStaffAccessQuery } from '../api';

export interface AdminAccess {
  /** Until the answer arrives, nothing is offered (a member never sees a section flash that they cannot open). */
  isLoading: boolean;
  permissions: readonly PlatformPermission[];
  holds: (...any: PlatformPermission[]) => boolean;
  canOpen: (path: string) => boolean;
}

/**
 * What the signed-in admin account may do (`GET /api/admin/access`): the menu and the sections follow it; the API
 * checks every call on its own.
 */
export function useAdminAccess(): AdminAccess {
  // /admin/setup opens signed out too: nothing to ask then.
  const { data, isLoading } = usePlatformStaffAccessQuery(undefined, { skip: !hasSignedInMarker() });
  const permissions = data?.permissions ?? [];
  return {
    isLoading,
    permissions,
    holds: (...any) => any.some((permission) => permissions.includes(permission)),
    canOpen: (path) => canOpenAdminSection(path, permissions),
  };
}
