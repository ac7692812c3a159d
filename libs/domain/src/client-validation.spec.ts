import { CLIENT_MESSAGES } from './clients';
import { validateClientForm, validateGoalForm, validateGoalProgress, validateHealthProfileForm, validateMeasurementForm } from './client-validation';

describe('validateClientForm', () => {
  const valid = { firstName: 'Eli', lastName: 'Park', email: 'eli@example.com', fitnessGoal: '' };

  it('accepts a client without a goal', () => {
    expect(validateClientForm(valid)).toEqual({});
  });
  it('reports every field beside it', () => {
    expect(validateClientForm({ firstName: ' ', lastName: '', email: 'nope', fitnessGoal: 'flying' })).toEqual({
      firstName: CLIENT_MESSAGES.firstNameRequired,
      lastName: CLIENT_MESSAGES.lastNameRequired,
      email: CLIENT_MESSAGES.invalidEmail,
      fitnessGoal: CLIENT_MESSAGES.invalidFitnessGoal,
    });
  });
});

describe('validateGoalForm', () => {
  const valid = { clientId: 'c1', title: 'Run 10 km', category: 'fitness', targetValue: '10', currentValue: '' };

  it('accepts a goal with blank optional numbers', () => {
    expect(validateGoalForm(valid)).toEqual({});
  });
  it('needs a client, a title and a known category; numbers must be numbers', () => {
    expect(validateGoalForm({ clientId: '', title: ' ', category: '', targetValue: 'ten', currentValue: '1e' })).toEqual({
      clientId: CLIENT_MESSAGES.clientRequired,
      title: CLIENT_MESSAGES.goalTitleRequired,
      category: CLIENT_MESSAGES.categoryRequired,
      targetValue: CLIENT_MESSAGES.targetValueNumeric,
      currentValue: CLIENT_MESSAGES.currentValueNumeric,
    });
    expect(validateGoalForm({ ...valid, category: 'sleep' })).toEqual({ category: CLIENT_MESSAGES.invalidCategory });
  });
});

describe('validateMeasurementForm', () => {
  const fields = ['weight', 'waist'] as const;

  it('accepts one value or only a note', () => {
    expect(validateMeasurementForm({ weight: '180.5', waist: '', notes: '' }, fields)).toEqual({});
    expect(validateMeasurementForm({ weight: '', waist: '', notes: 'felt strong' }, fields)).toEqual({});
  });
  it('marks each value that is not a number', () => {
    expect(validateMeasurementForm({ weight: 'heavy', waist: '3x', notes: '' }, fields)).toEqual({
      weight: CLIENT_MESSAGES.measurementNumeric,
      waist: CLIENT_MESSAGES.measurementNumeric,
    });
  });
  it('asks for at least one value beside the first field', () => {
    expect(validateMeasurementForm({ weight: ' ', waist: '', notes: '' }, fields)).toEqual({ weight: CLIENT_MESSAGES.measurementRequired });
  });
});

describe('validateHealthProfileForm', () => {
  it('accepts a blank frequency or whole days from 0 to 7', () => {
    for (const workoutFrequency of ['', '0', '7']) expect(validateHealthProfileForm({ workoutFrequency })).toEqual({});
  });
  it('refuses fractions and days outside the week', () => {
    for (const workoutFrequency of ['8', '-1', '2.5', 'often']) {
      expect(validateHealthProfileForm({ workoutFrequency })).toEqual({ workoutFrequency: CLIENT_MESSAGES.workoutFrequencyRange });
    }
  });
});

describe('validateGoalProgress', () => {
  it('accepts a number or a blank value and refuses other text', () => {
    expect(validateGoalProgress({ currentValue: '6.5' })).toEqual({});
    expect(validateGoalProgress({ currentValue: '' })).toEqual({});
    expect(validateGoalProgress({ currentValue: 'six' })).toEqual({ currentValue: CLIENT_MESSAGES.currentValueNumeric });
  });
});
