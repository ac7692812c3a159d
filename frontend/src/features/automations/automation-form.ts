import { AUTOMATION_UNDELAYED_ACTIONS, validateAutomationForm, type AutomationActionType, type AutomationFormInput } from '@coachcore/domain';
import type { AutomationResponseDto, CreateAutomationDto } from '@coachcore/api-client/automations';
import { domainResolver } from '../../components/form';

export type AutomationFormValues = Omit<AutomationFormInput, 'actions'> & { actions: Array<AutomationFormInput['actions'][number] & { actionId?: string }> };
export type AutomationActionValues = AutomationFormValues['actions'][number];

export const emptyAction = (type: AutomationActionType = 'send_email'): AutomationActionValues => ({
  type,
  subject: '',
  message: '',
  hours: '',
  reviewUrl: '',
  form: '',
  workoutId: '',
  communityId: '',
  delay: '0',
});

export const EMPTY_AUTOMATION_FORM: AutomationFormValues = { name: '', description: '', trigger: '', actions: [emptyAction()] };

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

export const toAutomationForm = (automation: AutomationResponseDto): AutomationFormValues => ({
  name: automation.name,
  description: automation.description ?? '',
  trigger: automation.trigger.type,
  actions: automation.actions.map((action) => ({
    actionId: action.id,
    type: action.type,
    subject: text(action.settings.subject),
    message: text(action.settings.message),
    hours: text(action.settings.hours),
    reviewUrl: text(action.settings.reviewUrl),
    form: text(action.settings.form),
    workoutId: text(action.settings.workoutId),
    communityId: text(action.settings.communityId),
    delay: String(action.delay),
  })),
});

export const automationFormResolver = domainResolver<AutomationFormValues>(validateAutomationForm);

/** The settings each kind reads (the server keeps only those). */
function settingsOf(action: AutomationActionValues): Record<string, string | number> {
  switch (action.type) {
    case 'send_email':
      return { subject: action.subject.trim(), message: action.message.trim() };
    case 'send_sms':
    case 'notify_staff':
      return { message: action.message.trim() };
    case 'send_app_download':
      return action.message.trim() ? { message: action.message.trim() } : {};
    case 'request_review':
      return {
        ...(action.reviewUrl.trim() ? { reviewUrl: action.reviewUrl.trim() } : {}),
        ...(action.message.trim() ? { message: action.message.trim() } : {}),
      };
    case 'wait':
      return { hours: Number(action.hours.trim()) };
    case 'send_form':
      return { form: action.form };
    case 'assign_workout':
      return { workoutId: action.workoutId };
    case 'add_to_community':
      return { communityId: action.communityId };
    default:
      return {};
  }
}

/** The dialog's values as the API takes them (conditions kept as they were on an edit). */
export const toAutomationBody = (values: AutomationFormValues, conditions: Record<string, string> = {}): CreateAutomationDto => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  trigger: { type: values.trigger as CreateAutomationDto['trigger']['type'], conditions },
  actions: values.actions.map((action) => ({
    ...(action.actionId ? { id: action.actionId } : {}),
    type: action.type,
    settings: settingsOf(action),
    delay: AUTOMATION_UNDELAYED_ACTIONS.includes(action.type) ? 0 : Number(action.delay.trim() || '0'),
  })),
});
