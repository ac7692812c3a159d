import { useState } from 'react';
import Button from '@mui/material/Button';
import { SUPPORT_MESSAGES } from '@coachcore/domain';
import { ContactSupportDialog } from './ContactSupportDialog';

/** A Contact Support button with its form, for places outside the Help Center (the suspended business's notice). */
export function ContactSupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {SUPPORT_MESSAGES.contactSupport}
      </Button>
      <ContactSupportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
