import { HABIT_MESSAGES } from './habits';
import { COPY_SUFFIX, copyName, TRAINING_MESSAGES, WORKOUT_NAME_MAX_LENGTH } from './training';
import { validateAssignForm, validateHabitAssignForm } from './training-validation';

describe(validateAssignForm.name, () => {
  it('asks for clients and dates', () => {
    expect(validateAssignForm({ clientIds: ['c1'], dates: ['2026-03-02'] })).toEqual({});
    expect(validateAssignForm({ clientIds: [], dates: [] })).toEqual({ clientIds: TRAINING_MESSAGES.clientsRequired, dates: TRAINING_MESSAGES.datesRequired });
  });
});

describe(validateHabitAssignForm.name, () => {
  it('asks for at least one client', () => {
    expect(validateHabitAssignForm({ clientIds: ['c1'] })).toEqual({});
    expect(validateHabitAssignForm({ clientIds: [] })).toEqual({ clientIds: TRAINING_MESSAGES.clientsRequired });
  });

  it('takes no reminder time or one in HH:MM', () => {
    expect(validateHabitAssignForm({ clientIds: ['c1'], reminderTime: '' })).toEqual({});
    expect(validateHabitAssignForm({ clientIds: ['c1'], reminderTime: '07:30' })).toEqual({});
    expect(validateHabitAssignForm({ clientIds: ['c1'], reminderTime: '7:30' })).toEqual({ reminderTime: HABIT_MESSAGES.invalidReminderTime });
    expect(validateHabitAssignForm({ clientIds: ['c1'], reminderTime: '24:00' })).toEqual({ reminderTime: HABIT_MESSAGES.invalidReminderTime });
  });
});

describe(copyName.name, () => {
  it("appends ' (Copy)' and keeps the whole within the limit, shortening the name by characters", () => {
    expect(copyName('Leg Day', WORKOUT_NAME_MAX_LENGTH)).toBe(`Leg Day${COPY_SUFFIX}`);
    const long = 'x'.repeat(WORKOUT_NAME_MAX_LENGTH);
    expect(copyName(long, WORKOUT_NAME_MAX_LENGTH)).toBe(`${'x'.repeat(WORKOUT_NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`);
    let name = 'Upper Body Power';
    for (let i = 0; i < 30; i++) name = copyName(name, WORKOUT_NAME_MAX_LENGTH);
    expect(Array.from(name).length).toBeLessThanOrEqual(WORKOUT_NAME_MAX_LENGTH);
    expect(name.endsWith(COPY_SUFFIX)).toBe(true);
    // An emoji (two UTF-16 units) is kept or dropped whole.
    const emoji = `${'y'.repeat(WORKOUT_NAME_MAX_LENGTH - COPY_SUFFIX.length - 1)}💪💪`;
    expect(copyName(emoji, WORKOUT_NAME_MAX_LENGTH)).toBe(`${'y'.repeat(WORKOUT_NAME_MAX_LENGTH - COPY_SUFFIX.length - 1)}💪${COPY_SUFFIX}`);
  });
});
