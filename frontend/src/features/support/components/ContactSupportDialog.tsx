import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import DialogContentText from '@mui/material/DialogContentText';
import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS, SUPPORT_MESSAGES, validateSupportTicket, type SupportCategory } from '@coachcore/domain';
import { domainResolver, FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useSupportOpenMutation } from '../api';

interface TicketValues {
  subject: string;
  message: string;
  category: SupportCategory | '';
}

const resolver = domainResolver<TicketValues>(validateSupportTicket);
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));
const EMPTY: TicketValues = { subject: '', message: '', category: '' };

/** What the form starts with (the request-help-content button names the article that was missing). */
export type SupportDraft = Partial<TicketValues>;

/** Contact Support: subject, category and message go to the platform's support team as a new ticket. */
export function ContactSupportDialog({
  open,
  onClose,
  onOpened,
  draft,
  title = SUPPORT_MESSAGES.contactSupport,
}: {
  open: boolean;
  onClose: () => void;
  onOpened?: (ticketId: string) => void;
  draft?: SupportDraft;
  title?: string;
}) {
  const [openTicket, { isLoading }] = useSupportOpenMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<TicketValues>({ defaultValues: EMPTY, resolver });

  useEffect(() => {
    if (open) reset({ ...EMPTY, ...draft });
  }, [open, reset, draft]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      openTicket({
        createSupportTicketDto: { subject: values.subject.trim(), message: values.message.trim(), category: values.category as SupportCategory },
      }).unwrap(),
      { success: { title: 'Success', description: SUPPORT_MESSAGES.ticketCreated }, failure: { fallback: 'Failed to send support request' } },
    );
    if (outcome.ok) {
      onClose();
      onOpened?.(outcome.data.id);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      titleId="contact-support-title"
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Sending..."
      submitLabel="Send Request"
    >
      <DialogContentText>Our support team answers here and by e-mail.</DialogContentText>
      <FormTextField control={control} name="subject" label="Subject" required />
      <FormSelectField control={control} name="category" label="Category" required options={CATEGORY_OPTIONS} />
      <FormTextField control={control} name="message" label="Message" required multiline minRows={4} />
    </FormDialog>
  );
}
