import type { ValidationErrors } from './validation';

/** Document 3 section 9: what starts an automation. Each is the domain event of the same name. */
export const AUTOMATION_TRIGGERS = [
  'client_signup',
  'payment_received',
  'form_submitted',
  'workout_completed',
  'goal_achieved',
  'appointment_booked',
  'missed_workout',
  'subscription_ending',
] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

export const AUTOMATION_TRIGGER_LABELS: Record<AutomationTrigger, string> = {
  client_signup: 'Client signs up',
  payment_received: 'Payment received',
  form_submitted: 'Form submitted',
  workout_completed: 'Workout completed',
  goal_achieved: 'Goal achieved',
  appointment_booked: 'Appointment booked',
  missed_workout: 'Workout missed',
  subscription_ending: 'Package ending soon',
};

/**
 * The optional conditions each trigger can be narrowed by: a field of the event that must equal the given value (a
 * workout, a form or its category, a meeting type, a package).
 */
export const AUTOMATION_TRIGGER_CONDITIONS: Record<AutomationTrigger, readonly string[]> = {
  client_signup: [],
  payment_received: ['currency'],
  form_submitted: ['formId', 'category'],
  workout_completed: ['workoutId'],
  goal_achieved: [],
  appointment_booked: ['type', 'bookedBy'],
  missed_workout: ['workoutId'],
  subscription_ending: ['subscriptionId'],
};

/** Document 3 section 9: what an automation does. */
export const AUTOMATION_ACTIONS = [
  'send_email',
  'send_sms',
  'send_form',
  'notify_staff',
  'add_to_community',
  'assign_workout',
  'schedule_appointment',
  'send_app_download',
  'request_review',
  'wait',
] as const;
export type AutomationActionType = (typeof AUTOMATION_ACTIONS)[number];

export const AUTOMATION_ACTION_LABELS: Record<AutomationActionType, string> = {
  send_email: 'Send email',
  send_sms: 'Send SMS',
  send_form: 'Send form',
  notify_staff: 'Notify staff',
  add_to_community: 'Add to community',
  assign_workout: 'Assign workout',
  schedule_appointment: 'Schedule appointment',
  send_app_download: 'Send app download link',
  request_review: 'Request review',
  wait: 'Wait',
};

/** Actions that run when their turn comes, without a delay of their own (document 3 section 9). */
export const AUTOMATION_UNDELAYED_ACTIONS: readonly AutomationActionType[] = ['add_to_community', 'wait'];

/**
 * Actions refused when an automation is saved (never accepted and then left undone), each with its reason: booking a
 * time needs the client's choice of slot.
 */
export const AUTOMATION_UNSUPPORTED_ACTIONS: Partial<Record<AutomationActionType, string>> = {
  schedule_appointment:
    'Schedule appointment cannot run automatically: the client must choose a time. Send them your booking link with a Send email action instead',
};

/** send_form's choices (document 3 section 9): the business's newest active form of that category is sent. */
export const AUTOMATION_FORM_KINDS = ['waiver', 'intake'] as const;
export type AutomationFormKind = (typeof AUTOMATION_FORM_KINDS)[number];

/** The actions an automation can run. */
export const AUTOMATION_SUPPORTED_ACTIONS: readonly AutomationActionType[] = AUTOMATION_ACTIONS.filter((type) => !AUTOMATION_UNSUPPORTED_ACTIONS[type]);

/** Run statuses of automation_executions (pending is the default; cancelled: its automation was turned off first). */
export const AUTOMATION_EXECUTION_STATUSES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export type AutomationExecutionStatus = (typeof AUTOMATION_EXECUTION_STATUSES)[number];

export const AUTOMATION_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  actionsMax: 20,
  /** A year: the longest delay an action can wait. */
  delayHoursMax: 8760,
  subjectMax: 200,
  messageMax: 5000,
  smsMax: 480,
  urlMax: 2000,
  /** A business keeps a bounded number of automations, so the list is not paged. */
  workflowsMax: 100,
} as const;

export const AUTOMATIONS_PAGE = { runs: { defaultLimit: 20, maxLimit: 100 } } as const;

/** Texts of automations: the API's messages and the screen's (document 3 sections 5 and 8). */
export const AUTOMATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can be at most ${AUTOMATION_LIMITS.nameMax} characters`,
  triggerRequired: 'Please choose a trigger',
  invalidTrigger: `Trigger must be one of ${AUTOMATION_TRIGGERS.join(', ')}`,
  invalidActionType: `Action type must be one of ${AUTOMATION_ACTIONS.join(', ')}`,
  tooManyActions: `An automation can have at most ${AUTOMATION_LIMITS.actionsMax} actions`,
  delayInvalid: `Delay must be a whole number of hours from 0 to ${AUTOMATION_LIMITS.delayHoursMax}`,
  noDelay: 'Add to community and Wait run without a delay',
  subjectRequired: 'Email subject is required',
  messageRequired: 'Message is required',
  smsTooLong: `An SMS can be at most ${AUTOMATION_LIMITS.smsMax} characters`,
  formKindInvalid: 'Choose the form to send: waiver or intake',
  workoutRequired: 'Choose a workout',
  communityRequired: 'Choose a community',
  waitHoursInvalid: `Wait must be a whole number of hours from 1 to ${AUTOMATION_LIMITS.delayHoursMax}`,
  reviewUrlInvalid: 'Review link must be an http:// or https:// address',
  settingsInvalid: 'Action settings must be an object',
  conditionsInvalid: 'Conditions must be an object of text values',
  tooManyWorkflows: `A business can have at most ${AUTOMATION_LIMITS.workflowsMax} automations`,
  notFound: 'Automation not found',
  templateNotFound: 'Choose a template: new-client-onboarding, payment-follow-up or re-engagement-campaign',
  fetchFailed: 'Failed to fetch automations',
  createFailed: 'Failed to create automation',
  updateFailed: 'Failed to update automation',
  deleteFailed: 'Failed to delete automation',
  created: 'Automation created successfully',
  updated: 'Automation updated successfully',
  deleted: 'Automation deleted successfully',
} as const;

export interface AutomationActionDefinition {
  type: AutomationActionType;
  settings: Record<string, string | number>;
  delay: number;
}

export interface AutomationTemplate {
  key: AutomationTemplateKey;
  name: string;
  description: string;
  trigger: AutomationTrigger;
  actions: AutomationActionDefinition[];
}

export const AUTOMATION_TEMPLATE_KEYS = ['new-client-onboarding', 'payment-follow-up', 're-engagement-campaign'] as const;
export type AutomationTemplateKey = (typeof AUTOMATION_TEMPLATE_KEYS)[number];

/** The three template cards of /automations (document 3 section 2.10), each made into a real workflow. */
export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [
  {
    key: 'new-client-onboarding',
    name: 'New Client Onboarding',
    description: 'Welcome new clients, send them the app and tell the team.',
    trigger: 'client_signup',
    actions: [
      {
        type: 'send_email',
        settings: {
          subject: 'Welcome aboard, {firstName}!',
          message: 'Hi {firstName},\n\nWelcome! We are glad to have you. Your first steps are waiting in your portal.',
        },
        delay: 0,
      },
      { type: 'send_app_download', settings: {}, delay: 0 },
      { type: 'notify_staff', settings: { message: '{clientName} just joined: say hello.' }, delay: 0 },
    ],
  },
  {
    key: 'payment-follow-up',
    name: 'Payment Follow-up',
    description: 'Thank clients for their payment, then ask for a review.',
    trigger: 'payment_received',
    actions: [
      {
        type: 'send_email',
        settings: { subject: 'Thank you for your payment', message: 'Hi {firstName},\n\nThank you: your payment was received.' },
        delay: 0,
      },
      { type: 'request_review', settings: {}, delay: 72 },
    ],
  },
  {
    key: 're-engagement-campaign',
    name: 'Re-engagement Campaign',
    description: 'Reach out when a client misses a workout.',
    trigger: 'missed_workout',
    actions: [
      {
        type: 'send_email',
        settings: { subject: 'We missed you, {firstName}', message: 'Hi {firstName},\n\nWe noticed you missed a workout. Ready to get back on track?' },
        delay: 0,
      },
      { type: 'notify_staff', settings: { message: '{clientName} missed a workout.' }, delay: 0 },
      { type: 'send_sms', settings: { message: 'Hi {firstName}, we missed you today. Reply to book your next session!' }, delay: 24 },
    ],
  },
];

/** The texts an action's settings may name the client with. */
export function fillAutomationText(text: string, values: { firstName: string; lastName: string; businessName: string }): string {
  return text
    .replaceAll('{firstName}', values.firstName)
    .replaceAll('{lastName}', values.lastName)
    .replaceAll('{clientName}', `${values.firstName} ${values.lastName}`.trim())
    .replaceAll('{businessName}', values.businessName);
}

/** The Create Automation dialog's values: every setting an action type may read, typed as text. */
export interface AutomationFormInput {
  name: string;
  description: string;
  trigger: AutomationTrigger | '';
  actions: Array<{
    type: AutomationActionType;
    subject: string;
    message: string;
    hours: string;
    reviewUrl: string;
    form: string;
    workoutId: string;
    communityId: string;
    delay: string;
  }>;
}

const WHOLE = /^\d+$/;

/** The dialog's rules, the server's (document 3 section 5: a name, a trigger, delays in whole hours). */
export function validateAutomationForm(input: AutomationFormInput): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  if (!input.name.trim()) errors.name = AUTOMATION_MESSAGES.nameRequired;
  else if (input.name.trim().length > AUTOMATION_LIMITS.nameMax) errors.name = AUTOMATION_MESSAGES.nameTooLong;
  if (!input.trigger) errors.trigger = AUTOMATION_MESSAGES.triggerRequired;
  if (input.actions.length > AUTOMATION_LIMITS.actionsMax) errors.form = AUTOMATION_MESSAGES.tooManyActions;
  input.actions.forEach((action, index) => {
    const at = (field: string) => `actions.${index}.${field}`;
    const unsupported = AUTOMATION_UNSUPPORTED_ACTIONS[action.type];
    if (unsupported) errors[at('type')] = unsupported;
    // Add to community and wait have no delay field: the dialog sends 0 for them.
    const delay = action.delay.trim() || '0';
    if (!AUTOMATION_UNDELAYED_ACTIONS.includes(action.type) && (!WHOLE.test(delay) || Number(delay) > AUTOMATION_LIMITS.delayHoursMax))
      errors[at('delay')] = AUTOMATION_MESSAGES.delayInvalid;
    if (action.type === 'send_email' && !action.subject.trim()) errors[at('subject')] = AUTOMATION_MESSAGES.subjectRequired;
    if (['send_email', 'send_sms', 'notify_staff'].includes(action.type) && !action.message.trim()) errors[at('message')] = AUTOMATION_MESSAGES.messageRequired;
    if (action.type === 'send_sms' && action.message.trim().length > AUTOMATION_LIMITS.smsMax) errors[at('message')] = AUTOMATION_MESSAGES.smsTooLong;
    if (action.type === 'wait') {
      const hours = action.hours.trim();
      if (!WHOLE.test(hours) || Number(hours) < 1 || Number(hours) > AUTOMATION_LIMITS.delayHoursMax)
        errors[at('hours')] = AUTOMATION_MESSAGES.waitHoursInvalid;
    }
    if (action.type === 'send_form' && !(AUTOMATION_FORM_KINDS as readonly string[]).includes(action.form))
      errors[at('form')] = AUTOMATION_MESSAGES.formKindInvalid;
    if (action.type === 'assign_workout' && !action.workoutId) errors[at('workoutId')] = AUTOMATION_MESSAGES.workoutRequired;
    if (action.type === 'add_to_community' && !action.communityId) errors[at('communityId')] = AUTOMATION_MESSAGES.communityRequired;
    if (action.type === 'request_review' && action.reviewUrl.trim() && !/^https?:\/\/[^\s/?#]+\S*$/.test(action.reviewUrl.trim()))
      errors[at('reviewUrl')] = AUTOMATION_MESSAGES.reviewUrlInvalid;
  });
  return errors;
}
