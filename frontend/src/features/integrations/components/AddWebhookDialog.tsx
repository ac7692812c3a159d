import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  validateWebhookForm,
  type WebhookEventType,
  type WebhookFormInput,
} from '@coachcore/domain';
import type { WebhookSubscriptionWithSecretDto } from '@coachcore/api-client/webhook-subscriptions';
import { domainResolver, FormCheckboxGroup, FormDialog, FormTextField, formMessage, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useWebhooksCreateMutation } from '../webhooks-api';

const EMPTY: WebhookFormInput = { url: '', eventTypes: [] };
const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((value) => ({ value, label: `${WEBHOOK_EVENT_LABELS[value]} (${value})` }));
const resolver = domainResolver<WebhookFormInput>(validateWebhookForm);

interface Props {
  open: boolean;
  onClose: () => void;
  /** The new webhook, with its secret (shown once by the caller). */
  onCreated: (webhook: WebhookSubscriptionWithSecretDto) => void;
}

/** Add Webhook: the partner's endpoint and the events it receives. */
export function AddWebhookDialog({ open, onClose, onCreated }: Props) {
  const [create, state] = useWebhooksCreateMutation();
  const run = useMutationToasts();
  const { control, handleSubmit, reset, setError, formState } = useForm<WebhookFormInput>({ resolver, defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { url: values.url.trim(), eventTypes: values.eventTypes as WebhookEventType[] };
    const outcome = await run(create({ createWebhookSubscriptionDto: body }).unwrap(), {
      success: { title: WEBHOOK_MESSAGES.created },
      failure: { fallback: WEBHOOK_MESSAGES.createFailed },
    });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onCreated(outcome.data);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Webhook"
      titleId="add-webhook-title"
      onSubmit={onSubmit}
      submitLabel="Add Webhook"
      pendingLabel="Adding..."
      pending={state.isLoading}
      error={formMessage(formState.errors)}
      maxWidth="md"
    >
      <FormTextField
        control={control}
        name="url"
        label="Endpoint URL"
        placeholder="https://partner.example.com/coachcore/webhooks"
        helperText="An https:// address that answers 2xx within 10 seconds"
        autoComplete="off"
        required
        autoFocus
      />
      <FormCheckboxGroup control={control} name="eventTypes" label="Events" options={EVENT_OPTIONS} />
    </FormDialog>
  );
}
