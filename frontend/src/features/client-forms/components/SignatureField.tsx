import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type SignaturePad from 'signature_pad';

interface Props {
  label: string;
  required: boolean;
  error?: string;
  /** The drawn signature as a PNG data URL, or '' when the pad is empty. */
  onChange: (dataUrl: string) => void;
}

/**
 * A drawn signature (signature_pad, loaded with this page's chunk only). The canvas is sized to its box and the screen's
 * pixel ratio, so a finger on a phone draws where it touches; each stroke hands the PNG up.
 */
export function SignatureField({ label, required, error, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    let disposed = false;
    const canvas = canvasRef.current;
    if (!canvas) return;
    void import('signature_pad').then(({ default: Pad }) => {
      if (disposed) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      const pad = new Pad(canvas, { penColor: '#111', backgroundColor: 'rgba(255,255,255,0)' });
      pad.addEventListener('endStroke', () => {
        setEmpty(pad.isEmpty());
        onChange(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
      });
      padRef.current = pad;
    });
    return () => {
      disposed = true;
      padRef.current?.off();
      padRef.current = null;
    };
  }, [onChange]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChange('');
  };

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={`${label}: draw your signature here`}
        data-testid="signature-pad"
        sx={{
          display: 'block',
          width: '100%',
          height: 160,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: 'background.paper',
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {empty ? 'Sign with your finger or mouse' : 'Signed'}
        </Typography>
        <Button size="small" onClick={clear} disabled={empty}>
          Clear
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
