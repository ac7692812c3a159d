import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS, TWO_FACTOR_MESSAGES, type StaffRole } from '@coachcore/domain';
import type { StaffEntryResponseDto } from '@coachcore/api-client/staff';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useStaffListQuery, useStaffRemoveMutation, useStaffResetTwoFactorMutation, useStaffSummaryQuery } from '../api';
import { AssignClientsDialog } from '../components/AssignClientsDialog';
import { EditPermissionsDialog } from '../components/EditPermissionsDialog';
import { InviteStaffDialog } from '../components/InviteStaffDialog';
import { StaffTwoFactorCard } from '../components/StaffTwoFactorCard';

const PAGE_SIZE = 25;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const nameOf = (entry: StaffEntryResponseDto) => `${entry.user.firstName} ${entry.user.lastName}`.trim();

function SummaryCard({ title, value, testId }: { title: string; value: number | undefined; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5 }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
    </Paper>
  );
}

/** Staff Management (/staff-management; document 3 section 2.7): the three cards, the sign-in security rule, the directory, Invite Staff. */
export function StaffManagementPage() {
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffEntryResponseDto | null>(null);
  const [assigning, setAssigning] = useState<StaffEntryResponseDto | null>(null);
  const [removing, setRemoving] = useState<StaffEntryResponseDto | null>(null);
  const [resetting, setResetting] = useState<StaffEntryResponseDto | null>(null);
  const summary = useStaffSummaryQuery();
  const list = useStaffListQuery({ page, limit: PAGE_SIZE });
  const [remove, { isLoading: isRemoving }] = useStaffRemoveMutation();
  const [resetTwoFactor, { isLoading: isResetting }] = useStaffResetTwoFactorMutation();
  const runWithToasts = useMutationToasts();

  const onRemove = async () => {
    if (!removing) return;
    const outcome = await runWithToasts(remove({ id: removing.staff.id }).unwrap(), {
      success: { title: 'Success', description: STAFF_MESSAGES.removed },
      failure: { fallback: 'Failed to remove staff member' },
    });
    if (outcome.ok) setRemoving(null);
  };

  const onResetTwoFactor = async () => {
    if (!resetting) return;
    const outcome = await runWithToasts(resetTwoFactor({ id: resetting.staff.id }).unwrap(), {
      success: { title: 'Success', description: TWO_FACTOR_MESSAGES.reset },
      failure: { fallback: 'Failed to reset two-factor authentication' },
    });
    if (outcome.ok) setResetting(null);
  };

  const entries = list.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Staff Management"
        subtitle="Your team and what each member can do."
        actions={
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite Staff
          </Button>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SummaryCard title="Total Staff" value={summary.data?.total} testId="staff-total" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SummaryCard title="Administrators" value={summary.data?.administrators} testId="staff-administrators" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SummaryCard title="Support Team" value={summary.data?.support} testId="staff-support" />
        </Grid>
      </Grid>

      <StaffTwoFactorCard />

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Staff Directory
      </Typography>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load staff')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : entries.length === 0 ? (
        <EmptyState text={STAFF_MESSAGES.empty} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Staff directory">
            <TableHead>
              <TableRow>
                <TableCell>Staff Member</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Departments</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.staff.id} data-testid="staff-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{nameOf(entry) || entry.user.email}</Typography>
                    {nameOf(entry) && (
                      <Typography variant="body2" color="text.secondary">
                        {entry.user.email}
                      </Typography>
                    )}
                    {entry.user.twoFactorEnabled && <Chip size="small" variant="outlined" color="success" label="2FA on" sx={{ mt: 0.5 }} />}
                  </TableCell>
                  <TableCell>{entry.staff.role ? STAFF_ROLE_LABELS[entry.staff.role as StaffRole] : '—'}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      {entry.staff.departments.map((department) => (
                        <Chip key={department} size="small" label={capitalise(department)} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={entry.staff.isActive ? 'success' : 'default'}
                      label={entry.staff.isActive ? 'Active' : 'Inactive'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell>{entry.staff.joinedAt ? new Date(entry.staff.joinedAt).toLocaleDateString() : 'Pending'}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setEditing(entry)} aria-label={`Edit permissions of ${nameOf(entry) || entry.user.email}`}>
                        Permissions
                      </Button>
                      <Button size="small" onClick={() => setAssigning(entry)} aria-label={`Assign clients to ${nameOf(entry) || entry.user.email}`}>
                        Clients
                      </Button>
                      {entry.user.twoFactorEnabled && (
                        <Button
                          size="small"
                          onClick={() => setResetting(entry)}
                          aria-label={`Reset two-factor authentication of ${nameOf(entry) || entry.user.email}`}
                        >
                          Reset 2FA
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => setRemoving(entry)} aria-label={`Remove ${nameOf(entry) || entry.user.email}`}>
                        Remove
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Staff pages" />

      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} />
      <EditPermissionsDialog entry={editing} onClose={() => setEditing(null)} />
      <AssignClientsDialog key={assigning?.staff.id ?? 'closed'} entry={assigning} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        open={!!removing}
        title="Remove staff member"
        text={
          removing?.staff.joinedAt
            ? `${nameOf(removing) || removing.user.email} will lose access to your business at once.`
            : `The invitation to ${removing?.user.email ?? ''} will stop working.`
        }
        confirmLabel={isRemoving ? 'Removing...' : 'Remove'}
        busy={isRemoving}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={!!resetting}
        title="Reset two-factor authentication"
        text={`${resetting ? nameOf(resetting) || resetting.user.email : ''} will sign in with their password alone until they set up an authenticator app again (at once, if you require it).`}
        confirmLabel={isResetting ? 'Resetting...' : 'Reset'}
        busy={isResetting}
        onConfirm={onResetTwoFactor}
        onClose={() => setResetting(null)}
      />
    </>
  );
}
