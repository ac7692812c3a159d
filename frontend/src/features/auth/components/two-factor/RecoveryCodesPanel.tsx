import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast/toast-context';
import { copyText } from '../../../../lib/copy-text';

const asText = (codes: readonly string[]) => `CoachCore recovery codes (each works once)\n\n${codes.join('\n')}\n`;

/** Recovery codes, shown this once: copy them or download them as a text file, then acknowledge. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const toast = useToast();

  const onCopy = async () => {
    try {
      await copyText(codes.join('\n'));
      toast({ title: 'Copied', description: 'Recovery codes copied to the clipboard' });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Copying failed', severity: 'error' });
    }
  };

  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'coachcore-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        sx={{ m: 0, p: 2, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ fontFamily: 'monospace', fontSize: 16 }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void onCopy()}>
          Copy codes
        </Button>
        <Button variant="outlined" onClick={onDownload}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved my codes
        </Button>
      </Stack>
    </Stack>
  );
}
