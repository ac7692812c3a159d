import { BadRequestException } from '@nestjs/common';
import { AUTOMATION_MESSAGES } from '@coachcore/domain';
import { matchesConditions, normalizeActions, normalizeConditions, scheduleOf } from './automation-rules';

const action = (id: string, actionType: 'send_email' | 'wait' | 'notify_staff', delayMinutes: number, actionData: Record<string, string | number> = {}) => ({
  id,
  actionType,
  delayMinutes,
  actionData,
});

describe('automation rules', () => {
  it('schedules each action after its own delay and the waits before it', () => {
    expect(
      scheduleOf([action('a', 'send_email', 60), action('w', 'wait', 0, { hours: 2 }), action('b', 'notify_staff', 0), action('c', 'send_email', 30)]),
    ).toEqual([
      { actionId: 'a', offsetMinutes: 60 },
      { actionId: 'w', offsetMinutes: 120 },
      { actionId: 'b', offsetMinutes: 120 },
      { actionId: 'c', offsetMinutes: 150 },
    ]);
  });

  it('matches an event when every condition equals its field', () => {
    expect(matchesConditions({}, { clientId: 'x' })).toBe(true);
    expect(matchesConditions({ category: 'waiver' }, { category: 'waiver', formId: 'f' })).toBe(true);
    expect(matchesConditions({ category: 'waiver' }, { category: 'intake' })).toBe(false);
    expect(matchesConditions({ workoutId: 'w' }, { clientId: 'x' })).toBe(false);
  });

  it('keeps only the settings an action reads, and turns hours into minutes', () => {
    expect(normalizeActions([{ type: 'send_email', settings: { subject: ' Hi ', message: 'Body', extra: 'x' }, delay: 2 }])).toEqual([
      { id: undefined, type: 'send_email', settings: { subject: 'Hi', message: 'Body' }, delayMinutes: 120 },
    ]);
    expect(normalizeActions([{ type: 'wait', settings: { hours: '3' } }])[0]!.settings).toEqual({ hours: 3 });
  });

  it.each([
    [{ type: 'send_email' as const, settings: { message: 'x' } }, AUTOMATION_MESSAGES.subjectRequired],
    [{ type: 'send_sms' as const, settings: { message: 'x'.repeat(481) } }, AUTOMATION_MESSAGES.smsTooLong],
    [{ type: 'wait' as const, settings: { hours: 1 }, delay: 2 }, AUTOMATION_MESSAGES.noDelay],
    [{ type: 'wait' as const, settings: { hours: 0 } }, AUTOMATION_MESSAGES.waitHoursInvalid],
    [{ type: 'request_review' as const, settings: { reviewUrl: 'javascript:alert(1)' } }, AUTOMATION_MESSAGES.reviewUrlInvalid],
  ])('refuses %j', (input, message) => {
    const refusal = (() => {
      try {
        normalizeActions([input]);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toMatchObject({ message });
  });

  it('refuses conditions a trigger does not offer', () => {
    expect(normalizeConditions('form_submitted', { category: ' waiver ' })).toEqual({ category: 'waiver' });
    expect(() => normalizeConditions('client_signup', { tag: 'vip' })).toThrow(BadRequestException);
  });
});
