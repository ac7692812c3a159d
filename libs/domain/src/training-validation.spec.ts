import { TRAINING_MESSAGES } from './training';
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
});
