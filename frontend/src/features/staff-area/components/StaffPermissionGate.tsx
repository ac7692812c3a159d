import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { StaffPermission } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useOwnStaffGetQuery } from '../api';

interface StaffPermissionGateProps {
  permission: StaffPermission;
  /** The page's title, shown above the refusal. */
  title: string;
  children: ReactNode;
}

/**
 * A staff page whose every call needs one permission: without it the page says so once (with the API's own words),
 * instead of each of its cards failing on its own. The owner may change permissions at any time: read on every visit.
 */
export function StaffPermissionGate({ permission, title, children }: StaffPermissionGateProps) {
  const { data: access, error, isLoading } = useOwnStaffGetQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <PageSpinner label={`Loading ${title}`} />;
  if (access?.permissions.includes(permission)) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} />
      <Alert severity={access ? 'info' : 'error'}>
        {access ? 'Your business has not granted you this permission' : errorMessage(error, 'Failed to load your access')}
      </Alert>
    </>
  );
}
