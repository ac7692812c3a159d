import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLATFORM_ADMIN_ROLE, PLATFORM_STAFF_MESSAGES, STAFF_PERMISSION_LABELS, STAFF_ROLE_LABELS } from '@coachcore/domain';
import type { PlatformStaffEntryResponseDto } from '@coachcore/api-client/admin';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState } from '../../../../components/EmptyState';
import { ListPagination } from '../../../../components/ListPagination';
import { useCurrentUser } from '../../../../hooks/useCurrentUser';
import { useMutationToasts } from '../../../../hooks/useMutationToasts';
import { errorMessage } from '../../../../lib/api-error';
import { usePlatformStaffListQuery, usePlatformStaffRemoveMutation } from '../../api';
import { EditPlatformPermissionsDialog } from './EditPlatformPermissionsDialog';
import { InvitePlatformStaffDialog } from './InvitePlatformStaffDialog';

const PAGE_SIZE = 25;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const nameOf = (entry: PlatformStaffEntryResponseDto) => `${entry.user.firstName} ${entry.user.lastName}`.trim() || entry.user.email;

/** The platform's own team (User Management → Platform Staff): who works in the admin area and what each may do. */
export function PlatformStaffSection() {
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<PlatformStaffEntryResponseDto | null>(null);
  const [removing, setRemoving] = useState<PlatformStaffEntryResponseDto | null>(null);
  const list = usePlatformStaffListQuery({ page, limit: PAGE_SIZE });
  const [remove, { isLoading: isRemoving }] = usePlatformStaffRemoveMutation();
  const runWithToasts = useMutationToasts();

  const onRemove = async () => {
    if (!removing) return;
    const outcome = await runWithToasts(remove({ id: removing.staff.id }).unwrap(), {
      success: { title: 'Success', description: PLATFORM_STAFF_MESSAGES.removed },
      failure: { fallback: 'Failed to remove staff member' },
    });
    if (outcome.ok) setRemoving(null);
  };

  const entries = list.data?.items ?? [];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Support specialists, moderators and analysts reach only the sections their permissions open.
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invite Staff
        </Button>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load platform staff')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : entries.length === 0 ? (
        <EmptyState text={PLATFORM_STAFF_MESSAGES.empty} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Platform staff">
            <TableHead>
              <TableRow>
                <TableCell>Staff Member</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Permissions</TableCell>
                <TableCell>Departments</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => {
                const isAdmin = entry.staff.role === PLATFORM_ADMIN_ROLE;
                const own = entry.user.id !== null && entry.user.id === user?.id;
                return (
                  <TableRow key={entry.staff.id} data-testid="platform-staff-row">
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{nameOf(entry)}</Typography>
                      {nameOf(entry) !== entry.user.email && (
                        <Typography variant="body2" color="text.secondary">
                          {entry.user.email}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{entry.staff.role ? STAFF_ROLE_LABELS[entry.staff.role] : '—'}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                        {isAdmin ? (
                          <Chip size="small" color="primary" label="All permissions" />
                        ) : entry.staff.permissions.length ? (
                          entry.staff.permissions.map((permission) => <Chip key={permission} size="small" label={STAFF_PERMISSION_LABELS[permission]} />)
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            None
                          </Typography>
                        )}
                      </Box>
                    </TableCell>
                    <TableCell>{entry.staff.departments.map(capitalise).join(', ') || '—'}</TableCell>
                    <TableCell>{entry.staff.joinedAt ? new Date(entry.staff.joinedAt).toLocaleDateString() : 'Pending'}</TableCell>
                    <TableCell align="right">
                      {!own && (
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          {!isAdmin && (
                            <Button size="small" onClick={() => setEditing(entry)} aria-label={`Edit permissions of ${nameOf(entry)}`}>
                              Permissions
                            </Button>
                          )}
                          <Button size="small" color="error" onClick={() => setRemoving(entry)} aria-label={`Remove ${nameOf(entry)}`}>
                            Remove
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Platform staff pages" />

      <InvitePlatformStaffDialog open={inviting} onClose={() => setInviting(false)} />
      <EditPlatformPermissionsDialog entry={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!removing}
        title="Remove staff member"
        text={
          removing?.staff.joinedAt
            ? `${nameOf(removing)} will lose access to the admin area at once: their account is disabled and signed out everywhere.`
            : `The invitation to ${removing?.user.email ?? ''} will stop working.`
        }
        confirmLabel={isRemoving ? 'Removing...' : 'Remove'}
        busy={isRemoving}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
