import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/** The set-up an account that must have two-factor sees instead of any page, then its recovery codes once. */
export function TwoFactorRequired({ onFinished }: { onFinished: () => void }) {
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="two-factor-required-title" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography id="two-factor-required-title" component="h1" variant="h5">
          Set up two-factor authentication
        </Typography>
        {freshCodes ? (
          <RecoveryCodesPanel codes={freshCodes} onDone={onFinished} />
        ) : (
          <>
            <Alert severity="info">{TWO_FACTOR_MESSAGES.required}</Alert>
            <TwoFactorEnrolment onEnabled={setFreshCodes} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
