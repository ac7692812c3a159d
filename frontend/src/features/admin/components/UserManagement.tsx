import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ADMIN_AREA_MESSAGES, ROLES, TWO_FACTOR_MESSAGES, type Role } from '@coachcore/domain';
import type { AdminUserResponseDto } from '@coachcore/api-client/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { SearchField } from '../../../components/SearchField';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useAdminAreaDisableMutation,
  useAdminAreaEnableMutation,
  useAdminAreaResetTwoFactorMutation,
  useAdminAreaSignOutMutation,
  useAdminAreaUsersQuery,
} from '../api';

const PAGE_SIZE = 25;
const ROLE_LABELS: Record<Role, string> = { admin: 'Platform Admin', business: 'Business Owner', staff: 'Staff', client: 'Client' };
const nameOf = (user: AdminUserResponseDto) => `${user.firstName} ${user.lastName}`.trim() || user.email;

type Action = 'disable' | 'enable' | 'sign-out' | 'reset-two-factor';
const CONFIRM: Record<Action, { title: string; text: string; label: string; pending: string; success: string; failure: string }> = {
  disable: {
    title: 'Disable account',
    text: 'The person is signed out everywhere at once and cannot sign in until the account is enabled again.',
    label: 'Disable',
    pending: 'Disabling...',
    success: ADMIN_AREA_MESSAGES.userDisabled,
    failure: 'Failed to disable account',
  },
  enable: {
    title: 'Enable account',
    text: 'The person can sign in again.',
    label: 'Enable',
    pending: 'Enabling...',
    success: ADMIN_AREA_MESSAGES.userEnabled,
    failure: 'Failed to enable account',
  },
  'sign-out': {
    title: 'Sign out everywhere',
    text: 'Every session of this account ends at once; the person can sign in again.',
    label: 'Sign out',
    pending: 'Signing out...',
    success: ADMIN_AREA_MESSAGES.userSignedOut,
    failure: 'Failed to sign the account out',
  },
  'reset-two-factor': {
    title: 'Reset two-factor authentication',
    text: 'For someone who lost their authenticator: two-factor sign-in is turned off and their recovery codes stop working. If their account requires it, they set it up again at their next visit.',
    label: 'Reset',
    pending: 'Resetting...',
    success: TWO_FACTOR_MESSAGES.reset,
    failure: 'Failed to reset two-factor authentication',
  },
};

/** User Management: every account with its role and status; disable, enable, sign out everywhere, reset two-factor sign-in. */
export function UserManagement() {
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useListPage(`${settled}|${role}`);
  const list = useAdminAreaUsersQuery({ page, limit: PAGE_SIZE, search: settled || undefined, role: role || undefined });
  const [pending, setPending] = useState<{ action: Action; user: AdminUserResponseDto } | null>(null);
  const [disable, disabling] = useAdminAreaDisableMutation();
  const [enable, enabling] = useAdminAreaEnableMutation();
  const [signOut, signingOut] = useAdminAreaSignOutMutation();
  const [resetTwoFactor, resetting] = useAdminAreaResetTwoFactorMutation();
  const busy = disabling.isLoading || enabling.isLoading || signingOut.isLoading || resetting.isLoading;
  const runWithToasts = useMutationToasts();

  const onConfirm = async () => {
    if (!pending) return;
    const run = { disable, enable, 'sign-out': signOut, 'reset-two-factor': resetTwoFactor }[pending.action];
    const texts = CONFIRM[pending.action];
    const outcome = await runWithToasts(run({ id: pending.user.id }).unwrap(), {
      success: { title: 'Success', description: texts.success },
      failure: { fallback: texts.failure },
    });
    if (outcome.ok) setPending(null);
  };

  const rows = list.data?.items ?? [];
  const texts = pending ? CONFIRM[pending.action] : null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as Role | '')} sx={{ minWidth: 180 }}>
          <MenuItem value="">All roles</MenuItem>
          {ROLES.map((value) => (
            <MenuItem key={value} value={value}>
              {ROLE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load users')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_AREA_MESSAGES.noUsers} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Two-factor</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((user) => (
                <TableRow key={user.id} data-testid="admin-user-row">
                  <TableCell sx={{ fontWeight: 600 }}>{nameOf(user)}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={user.status === 'active' ? 'success' : 'error'}
                      label={user.status === 'active' ? 'Active' : 'Disabled'}
                    />
                  </TableCell>
                  <TableCell data-testid="two-factor-status">{user.twoFactorEnabled ? 'On' : 'Off'}</TableCell>
                  <TableCell>{new Date(user.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell align="right">
                    {user.id === me?.id ? (
                      'You'
                    ) : (
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {user.twoFactorEnabled && (
                          <Button
                            size="small"
                            onClick={() => setPending({ action: 'reset-two-factor', user })}
                            aria-label={`Reset two-factor authentication of ${nameOf(user)}`}
                          >
                            Reset 2FA
                          </Button>
                        )}
                        <Button size="small" onClick={() => setPending({ action: 'sign-out', user })} aria-label={`Sign out ${nameOf(user)} everywhere`}>
                          Sign out
                        </Button>
                        {user.status === 'active' ? (
                          <Button size="small" color="error" onClick={() => setPending({ action: 'disable', user })} aria-label={`Disable ${nameOf(user)}`}>
                            Disable
                          </Button>
                        ) : (
                          <Button size="small" onClick={() => setPending({ action: 'enable', user })} aria-label={`Enable ${nameOf(user)}`}>
                            Enable
                          </Button>
                        )}
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="User pages" />
      <ConfirmDialog
        open={!!pending}
        title={texts ? `${texts.title}: ${pending ? nameOf(pending.user) : ''}` : ''}
        text={texts?.text ?? ''}
        confirmLabel={texts ? (busy ? texts.pending : texts.label) : ''}
        busy={busy}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
