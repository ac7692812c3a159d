import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { ADMIN_MESSAGES } from '@coachcore/domain';
import { useAdminProfileUpdateMutation } from '../api';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { updateStoredUser } from '../../../lib/session';
import { useCurrentUser } from '../../../hooks/useCurrentUser';

/** The rules of document 3 section 5 (admin setup), in order; null when the form may be sent. */
export function validateAdminSetup(values: { firstName: string; lastName: string; newPassword: string; confirmPassword: string }): string | null {
  if (!values.firstName.trim() || !values.lastName.trim()) return ADMIN_MESSAGES.setupNamesRequired;
  if (values.newPassword || values.confirmPassword) {
    if (values.newPassword !== values.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
    if (values.newPassword.length < 6) return ADMIN_MESSAGES.passwordTooShort;
  }
  return null;
}

/** First sign-in of the seeded 'Admin User': choose a name and, optionally, a new password. */
export function AdminSetupPage() {
  const { user, isLoading } = useCurrentUser();
  const [updateProfile, { isLoading: saving }] = useAdminProfileUpdateMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState({ firstName: '', lastName: '', currentPassword: '', newPassword: '', confirmPassword: '' });
  const [showPasswords, setShowPasswords] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (user) setValues((v) => (v.firstName || v.lastName ? v : { ...v, firstName: user.firstName ?? '', lastName: user.lastName ?? '' }));
  }, [user]);

  if (!isLoading && !user) {
    return (
      <>
        <PageHeader title="Admin Setup" subtitle="Set up the platform admin account." />
        <Alert severity="info" action={<Button component={RouterLink} to="/login">Sign in</Button>}>
          Sign in as the platform admin to set up the account.
        </Alert>
      </>
    );
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAdminSetup(values);
    setProblem(invalid);
    if (invalid) return;
    try {
      const saved = await updateProfile({
        updateAdminProfileDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(values.newPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}),
        },
      }).unwrap();
      updateStoredUser(saved);
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.', severity: 'success' });
      navigate('/admin/overview');
    } catch (error) {
      setProblem(errorMessage(error, ADMIN_MESSAGES.profileUpdateFailed));
    }
  };

  const passwordType = showPasswords ? 'text' : 'password';
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={showPasswords ? 'Hide passwords' : 'Show passwords'} onClick={() => setShowPasswords((s) => !s)} edge="end">
        {showPasswords ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <PageHeader title="Admin Setup" subtitle="Set your name and, if you like, a new password for the platform admin account." />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, maxWidth: 560 }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" value={values.firstName} onChange={set('firstName')} fullWidth autoComplete="given-name" />
            <TextField label="Last name" value={values.lastName} onChange={set('lastName')} fullWidth autoComplete="family-name" />
          </Stack>
          <Typography variant="subtitle2" color="text.secondary">
            New password (optional)
          </Typography>
          <TextField label="Current password" type={passwordType} value={values.currentPassword} onChange={set('currentPassword')} autoComplete="current-password" helperText="Needed only to set a new password" />
          <TextField label="New password" type={passwordType} value={values.newPassword} onChange={set('newPassword')} autoComplete="new-password" slotProps={{ input: { endAdornment: toggle } }} />
          <TextField label="Confirm new password" type={passwordType} value={values.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {saving ? 'Saving...' : 'Save and continue'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
