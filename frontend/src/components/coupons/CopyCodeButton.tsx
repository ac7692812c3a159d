import Button from '@mui/material/Button';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { copyText } from '../../lib/copy-text';
import { useToast } from '../toast/toast-context';

/** A coupon code that copies itself when pressed, with the spec's 'Copied!' toast. */
export function CopyCodeButton({ code }: { code: string }) {
  const toast = useToast();
  const copy = async () => {
    await copyText(code).catch(() => undefined);
    toast({ title: COUPON_MESSAGES.copied, description: code });
  };
  return (
    <Button size="small" onClick={() => void copy()} aria-label={`Copy ${code}`} sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
      {code}
    </Button>
  );
}
