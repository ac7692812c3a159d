import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES, validateSecondFactorCode, validateTotpCode } from '@coachcore/domain';
import { useToast } from '../../../../components/toast/toast-context';
import { useMutationToasts } from '../../../../hooks/useMutationToasts';
import { errorMessage } from '../../../../lib/api-error';
import { useTwoFactorDisableMutation, useTwoFactorRecoveryCodesMutation, useTwoFactorStatusQuery } from '../../api';
import { CodePrompt } from './CodePrompt';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/** The signed-in person's two-factor sign-in: set it up, see it on, replace the recovery codes, turn it off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatusQuery();
  const [disable, disabling] = useTwoFactorDisableMutation();
  const [replaceCodes, replacing] = useTwoFactorRecoveryCodesMutation();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'codes' | null>(null);
  const runWithToasts = useMutationToasts();
  const toast = useToast();

  if (freshCodes) return <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error, 'Failed to load two-factor authentication')}</Alert>;
  if (!status.data) return <Skeleton variant="rounded" height={120} />;
  const { enabled, enabledAt, required, recoveryCodesLeft } = status.data;

  if (!enabled)
    return (
      <Stack spacing={2}>
        {required && <Alert severity="info">{TWO_FACTOR_MESSAGES.required}</Alert>}
        <TwoFactorEnrolment
          onEnabled={(codes) => {
            setFreshCodes(codes);
            toast({ title: 'Success', description: TWO_FACTOR_MESSAGES.enabled });
          }}
        />
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip color="success" label="On" size="small" />
        <Typography>{TWO_FACTOR_MESSAGES.enabled}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Since {enabledAt ? new Date(enabledAt).toLocaleDateString() : '—'} · {recoveryCodesLeft} recovery codes left
        {required ? ' · required for your account' : ''}
      </Typography>
      {asking === 'codes' ? (
        <CodePrompt
          label="Code from your authenticator app"
          action="Create new codes"
          pendingAction="Creating..."
          pending={replacing.isLoading}
          validate={validateTotpCode}
          onCancel={() => setAsking(null)}
          submit={async (code) => {
            try {
              const { recoveryCodes } = await replaceCodes({ totpCodeDto: { code: code.replace(/\s+/g, '') } }).unwrap();
              setAsking(null);
              setFreshCodes(recoveryCodes);
              return null;
            } catch (error) {
              return errorMessage(error, 'Failed to create new recovery codes');
            }
          }}
        />
      ) : asking === 'disable' ? (
        <CodePrompt
          label="Code from your app or a recovery code"
          action="Turn off"
          pendingAction="Turning off..."
          color="error"
          pending={disabling.isLoading}
          validate={validateSecondFactorCode}
          onCancel={() => setAsking(null)}
          submit={async (code) => {
            const outcome = await runWithToasts(disable({ secondFactorCodeDto: { code } }).unwrap(), {
              success: { title: 'Success', description: TWO_FACTOR_MESSAGES.disabled },
              failure: { fallback: 'Failed to turn off two-factor authentication', inlineOnly: true },
            });
            if (outcome.ok) setAsking(null);
            return outcome.ok ? null : outcome.message;
          }}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setAsking('codes')}>
            New recovery codes
          </Button>
          {!required && (
            <Button variant="outlined" color="error" onClick={() => setAsking('disable')}>
              Turn off
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
