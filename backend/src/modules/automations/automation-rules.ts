import { BadRequestException } from '@nestjs/common';
import {
  AUTOMATION_FORM_KINDS,
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES,
  AUTOMATION_TRIGGER_CONDITIONS,
  AUTOMATION_UNDELAYED_ACTIONS,
  AUTOMATION_UNSUPPORTED_ACTIONS,
  type AutomationActionType,
  type AutomationTrigger,
} from '@coachcore/domain';
import { isUuid } from '../../common/http/id-param.pipe';
import type { AutomationActionDto } from './dto/automation.dto';

/** An action as stored: its settings checked and reduced to the ones its type reads. */
export interface NormalizedAction {
  id?: string;
  type: AutomationActionType;
  settings: Record<string, string | number>;
  delayMinutes: number;
}

const refuse = (message: string, field: string): never => {
  throw new BadRequestException({ message, errors: [{ field, message }] });
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function requiredText(settings: Record<string, unknown>, key: string, max: number, required: string, tooLong: string, field: string): string {
  const value = text(settings[key]);
  if (!value) refuse(required, field);
  if (value.length > max) refuse(tooLong, field);
  return value;
}

function optionalText(settings: Record<string, unknown>, key: string, max: number, field: string): string | undefined {
  const value = text(settings[key]);
  if (value.length > max) refuse(`${key} can be at most ${max} characters`, field);
  return value || undefined;
}

/** The settings each action type reads, checked (document 3 section 9), or a 400 with the message of the first wrong one. */
function settingsOf(type: AutomationActionType, raw: Record<string, unknown>, field: string): Record<string, string | number> {
  const messageMax = AUTOMATION_LIMITS.messageMax;
  const tooLong = `Message can be at most ${messageMax} characters`;
  switch (type) {
    case 'send_email':
      return {
        subject: requiredText(
          raw,
          'subject',
          AUTOMATION_LIMITS.subjectMax,
          AUTOMATION_MESSAGES.subjectRequired,
          `Subject can be at most ${AUTOMATION_LIMITS.subjectMax} characters`,
          `${field}.subject`,
        ),
        message: requiredText(raw, 'message', messageMax, AUTOMATION_MESSAGES.messageRequired, tooLong, `${field}.message`),
      };
    case 'send_sms':
      return {
        message: requiredText(
          raw,
          'message',
          AUTOMATION_LIMITS.smsMax,
          AUTOMATION_MESSAGES.messageRequired,
          AUTOMATION_MESSAGES.smsTooLong,
          `${field}.message`,
        ),
      };
    case 'notify_staff':
      return { message: requiredText(raw, 'message', messageMax, AUTOMATION_MESSAGES.messageRequired, tooLong, `${field}.message`) };
    case 'send_app_download': {
      const message = optionalText(raw, 'message', messageMax, `${field}.message`);
      return message ? { message } : {};
    }
    case 'request_review': {
      const reviewUrl = optionalText(raw, 'reviewUrl', AUTOMATION_LIMITS.urlMax, `${field}.reviewUrl`);
      if (reviewUrl && !/^https?:\/\/[^\s/?#]+\S*$/.test(reviewUrl)) refuse(AUTOMATION_MESSAGES.reviewUrlInvalid, `${field}.reviewUrl`);
      const message = optionalText(raw, 'message', messageMax, `${field}.message`);
      return { ...(reviewUrl ? { reviewUrl } : {}), ...(message ? { message } : {}) };
    }
    case 'wait': {
      const hours = typeof raw.hours === 'string' && /^\d+$/.test(raw.hours.trim()) ? Number(raw.hours) : raw.hours;
      if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > AUTOMATION_LIMITS.delayHoursMax)
        refuse(AUTOMATION_MESSAGES.waitHoursInvalid, `${field}.hours`);
      return { hours: hours as number };
    }
    case 'send_form': {
      const form = text(raw.form);
      if (!(AUTOMATION_FORM_KINDS as readonly string[]).includes(form)) refuse(AUTOMATION_MESSAGES.formKindInvalid, `${field}.form`);
      return { form };
    }
    case 'assign_workout': {
      const workoutId = text(raw.workoutId);
      if (!isUuid(workoutId)) refuse(AUTOMATION_MESSAGES.workoutRequired, `${field}.workoutId`);
      return { workoutId: workoutId.toLowerCase() };
    }
    case 'add_to_community': {
      const communityId = text(raw.communityId);
      if (!isUuid(communityId)) refuse(AUTOMATION_MESSAGES.communityRequired, `${field}.communityId`);
      return { communityId: communityId.toLowerCase() };
    }
    case 'schedule_appointment':
      return refuse(AUTOMATION_UNSUPPORTED_ACTIONS[type]!, field);
  }
}

/** Checks every action of a create or edit; the first wrong one answers 400 with its message. */
export function normalizeActions(actions: readonly AutomationActionDto[]): NormalizedAction[] {
  return actions.map((action, index) => {
    const field = `actions.${index}`;
    const unsupported = AUTOMATION_UNSUPPORTED_ACTIONS[action.type];
    if (unsupported) refuse(unsupported, `${field}.type`);
    const delay = action.delay ?? 0;
    if (delay > 0 && AUTOMATION_UNDELAYED_ACTIONS.includes(action.type)) refuse(AUTOMATION_MESSAGES.noDelay, `${field}.delay`);
    return {
      id: action.id?.toLowerCase(),
      type: action.type,
      settings: settingsOf(action.type, action.settings ?? {}, `${field}.settings`),
      delayMinutes: delay * 60,
    };
  });
}

/** Checks a trigger's conditions: only the event fields the trigger offers, each a short text. */
export function normalizeConditions(trigger: AutomationTrigger, conditions: Record<string, unknown> | undefined): Record<string, string> {
  const allowed = AUTOMATION_TRIGGER_CONDITIONS[trigger];
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(conditions ?? {})) {
    if (!allowed.includes(key))
      refuse(`${trigger} cannot be narrowed by ${key}${allowed.length ? ` (only ${allowed.join(', ')})` : ''}`, `trigger.conditions.${key}`);
    const condition = text(value);
    if (!condition || condition.length > 200) refuse(AUTOMATION_MESSAGES.conditionsInvalid, `trigger.conditions.${key}`);
    result[key] = condition;
  }
  return result;
}

/** Whether an event matches the conditions: every condition equals the event's field of that name. */
export function matchesConditions(conditions: Record<string, string>, payload: Record<string, unknown>): boolean {
  return Object.entries(conditions).every(([key, value]) => payload[key] !== undefined && payload[key] !== null && String(payload[key]) === value);
}

/**
 * When each action is due, in minutes after the event: its own delay after the waits before it (a wait holds back the
 * actions after it by its hours).
 */
export function scheduleOf(
  actions: readonly { id: string; actionType: AutomationActionType; actionData: Record<string, string | number>; delayMinutes: number }[],
): { actionId: string; offsetMinutes: number }[] {
  let waited = 0;
  return actions.map((action) => {
    const offsetMinutes = waited + action.delayMinutes;
    if (action.actionType === 'wait') waited += Number(action.actionData.hours ?? 0) * 60;
    return { actionId: action.id, offsetMinutes: action.actionType === 'wait' ? waited : offsetMinutes };
  });
}
