import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CreateMeetingDto } from '@coachcore/api-client/meetings';
import { showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMeetingsCreateMutation } from '../api';

interface CreateMeetingFormOptions<Values extends FieldValues> {
  open: boolean;
  onClose: () => void;
  resolver: Resolver<Values>;
  /** The values a newly opened dialog starts from (a module-level function: it must not change between renders). */
  empty: (initialStart?: string) => Values;
  /** `datetime-local` text to start from (a slot picked on the calendar). */
  initialStart?: string;
  toBody: (values: Values) => CreateMeetingDto;
  messages: { created: string; failed: string };
}

/**
 * What the three create dialogs (Schedule Meeting, New Appointment, Group Session) share: the form, reset each time
 * the dialog opens, and a submit that creates the meeting with the spec's toasts, closes on success and puts the
 * server's field messages under their fields otherwise.
 */
export function useCreateMeetingForm<Values extends FieldValues>({
  open,
  onClose,
  resolver,
  empty,
  initialStart,
  toBody,
  messages,
}: CreateMeetingFormOptions<Values>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [create, { isLoading }] = useMeetingsCreateMutation();
  const runWithToasts = useMutationToasts();
  const form = useForm<Values>({ resolver, defaultValues: empty(initialStart) as DefaultValues<Values> });
  const { reset, handleSubmit, setError } = form;
  useEffect(() => {
    if (open) reset(empty(initialStart));
  }, [open, initialStart, empty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(create({ createMeetingDto: toBody(values) }).unwrap(), {
      success: { title: 'Success', description: messages.created },
      failure: { fallback: messages.failed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return { control: form.control, onSubmit, pending: isLoading, fullScreen };
}
