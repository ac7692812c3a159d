import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateTotpCode } from '@coachcore/domain';
import type { TwoFactorSetupResponseDto } from '@coachcore/api-client/auth';
import { errorMessage } from '../../../../lib/api-error';
import { useTwoFactorEnableMutation, useTwoFactorSetupMutation } from '../../api';

/** The key in groups of four, as authenticator apps print it (easier to type by hand). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: a new key (QR code and the key to type), then the app's first code turns two-factor
 * on. `onEnabled` receives the recovery codes, which the caller shows once.
 */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [setup, setupState] = useTwoFactorSetupMutation();
  const [enable, enableState] = useTwoFactorEnableMutation();
  const [key, setKey] = useState<TwoFactorSetupResponseDto | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onStart = async () => {
    setProblem(null);
    try {
      setKey(await setup().unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to start the set-up'));
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateTotpCode(code);
    if (invalid) return setProblem(invalid);
    setProblem(null);
    try {
      const { recoveryCodes } = await enable({ totpCodeDto: { code: code.replace(/\s+/g, '') } }).unwrap();
      onEnabled(recoveryCodes);
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to turn on two-factor authentication'));
    }
  };

  if (!key)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Typography variant="body2" color="text.secondary">
          Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) each time you sign in.
        </Typography>
        <Button variant="contained" onClick={() => void onStart()} disabled={setupState.isLoading}>
          {setupState.isLoading ? 'Starting...' : 'Set up two-factor authentication'}
        </Button>
      </Stack>
    );

  return (
    <Box component="form" onSubmit={(event) => void onConfirm(event)} noValidate>
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Typography variant="body2">1. Scan this QR code with your authenticator app.</Typography>
        <Box component="img" src={key.qrCode} alt="QR code for your authenticator app" sx={{ width: 200, height: 200, alignSelf: 'center' }} />
        <Typography variant="body2">Can’t scan it? Enter this key in the app instead:</Typography>
        <Typography
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        >
          {grouped(key.secret)}
        </Typography>
        <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
        <TextField
          label="Verification code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <Button type="submit" variant="contained" disabled={enableState.isLoading}>
          {enableState.isLoading ? 'Verifying...' : 'Turn on'}
        </Button>
      </Stack>
    </Box>
  );
}
