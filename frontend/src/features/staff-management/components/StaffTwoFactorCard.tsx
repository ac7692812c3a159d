import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useStaffTwoFactorPolicyGetQuery, useStaffTwoFactorPolicySetMutation } from '../api';

/** The owner's security rule for the team: staff must use two-factor sign-in to reach the business. */
export function StaffTwoFactorCard() {
  const policy = useStaffTwoFactorPolicyGetQuery();
  const [save, { isLoading }] = useStaffTwoFactorPolicySetMutation();
  const runWithToasts = useMutationToasts();
  const required = policy.data?.requireStaffTwoFactor ?? false;

  const onChange = (requireStaffTwoFactor: boolean) =>
    runWithToasts(save({ staffTwoFactorPolicyDto: { requireStaffTwoFactor } }).unwrap(), {
      success: { title: 'Success', description: TWO_FACTOR_MESSAGES.policySaved },
      failure: { fallback: 'Failed to save the staff two-factor requirement' },
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="staff-security-title" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="staff-security-title" component="h2" variant="h6">
        Sign-in security
      </Typography>
      {policy.isError ? (
        <Alert severity="error">{errorMessage(policy.error, 'Failed to load the security setting')}</Alert>
      ) : (
        <>
          <FormControlLabel
            control={<Switch checked={required} disabled={policy.isLoading || isLoading} onChange={(event) => void onChange(event.target.checked)} />}
            label="Require two-factor authentication for staff"
          />
          <Typography variant="body2" color="text.secondary">
            Staff members then set up an authenticator app before they can reach your business, and cannot turn it off.
          </Typography>
        </>
      )}
    </Paper>
  );
}
