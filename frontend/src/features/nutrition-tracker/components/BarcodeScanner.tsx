import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/**
 * Reads a retail barcode (EAN-13, EAN-8, UPC-A, UPC-E) from the camera. The decoder (@zxing/browser) is loaded
 * only when the scanner opens, so the tracker's own code stays small.
 */
export function BarcodeScanner({ open, onDetected, onClose }: { open: boolean; onDetected: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      try {
        const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([import('@zxing/browser'), import('@zxing/library')]);
        const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E]]]);
        const reader = new BrowserMultiFormatReader(hints);
        // The element is mounted once the dialog has opened.
        while (!video.current && !cancelled) await new Promise((resolve) => setTimeout(resolve, 50));
        if (cancelled || !video.current) return;
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _error, running) => {
          if (!result) return;
          running.stop();
          detected.current(result.getText());
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch (error) {
        if (!cancelled)
          setProblem(error instanceof Error && error.name === 'NotAllowedError' ? 'Camera access was refused.' : 'The camera could not be started.');
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scanner-title">
      <DialogTitle id="scanner-title">Scan Barcode</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error">{problem} Type the barcode instead.</Alert>
        ) : (
          <>
            <Box component="video" ref={video} muted playsInline aria-label="Camera" sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Hold the barcode steady in front of the camera.
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
