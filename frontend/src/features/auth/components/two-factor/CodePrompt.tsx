import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * Asks for a current code before a change (turning two-factor off, new recovery codes). `validate` is the domain's check;
 * `submit` answers the server's refusal as text, or null when it went through.
 */
export function CodePrompt({
  label,
  action,
  pendingAction,
  pending,
  validate,
  submit,
  onCancel,
  color = 'primary',
}: {
  label: string;
  action: string;
  pendingAction: string;
  pending: boolean;
  validate: (code: string) => string | null;
  submit: (code: string) => Promise<string | null>;
  onCancel: () => void;
  color?: 'primary' | 'error';
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(code);
    setProblem(invalid ?? (await submit(code.trim())));
  };

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField label={label} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" color={color} disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
