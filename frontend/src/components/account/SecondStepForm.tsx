import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, validateSecondFactorCode } from '@coachcore/domain';
import type { AuthResponseDto } from '@coachcore/api-client/auth';
import { useMutationToasts } from '../../hooks/useMutationToasts';
import { api } from '../../lib/api';

/**
 * The sign-in's second step, for an account with two-factor on: the code of the authenticator app, or a recovery code
 * (the login page and the invitation pages' sign-in). A refusal shows inline and as a Login Failed toast.
 */
export function SecondStepForm({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: (response: AuthResponseDto) => void;
  onRestart: () => void;
}) {
  const [verify, { isLoading }] = api.useAuthLoginSecondStepMutation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const runWithToasts = useMutationToasts();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSecondFactorCode(code);
    if (invalid) return setProblem(invalid);
    setProblem(null);
    const outcome = await runWithToasts(verify({ twoFactorLoginDto: { challengeToken, code: code.trim() } }).unwrap(), {
      failure: { title: 'Login Failed', fallback: AUTH_MESSAGES.loginFailedFallback },
    });
    if (outcome.ok) onSignedIn(outcome.data);
    else setProblem(outcome.message);
  };

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Two-factor authentication
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {recovery ? 'Enter one of your recovery codes. Each works once.' : 'Enter the 6-digit code from your authenticator app.'}
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: recovery ? { maxLength: 11 } : { inputMode: 'numeric', maxLength: 7 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Verifying...' : 'Verify'}
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setProblem(null);
          }}
        >
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
}
