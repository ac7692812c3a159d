import { validateAssignForm, validateHabitAssignForm } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client/clients';
import { domainResolver } from '../../components/form';
import { localToday } from '../../lib/local-day';

export interface AssignWorkoutFormValues {
  clients: ClientResponseDto[];
  /** YYYY-MM-DD, sorted. */
  dates: string[];
  /** The day being picked, added to `dates` with "Add day" (not sent). */
  day: string;
}

/** Each opening starts from no clients and today. */
export const emptyAssignWorkoutForm = (): AssignWorkoutFormValues => ({ clients: [], dates: [localToday()], day: localToday() });

/** The rules speak of client ids; the form holds the clients (their names label the chips). */
export const assignWorkoutFormResolver = domainResolver<AssignWorkoutFormValues>((values) => {
  const { clientIds, ...errors } = validateAssignForm({ clientIds: values.clients.map((client) => client.id), dates: values.dates });
  return { ...errors, clients: clientIds };
});

export interface AssignHabitFormValues {
  clients: ClientResponseDto[];
  /** HH:MM of each client's own day, or empty for no reminder. */
  reminderTime: string;
}

export const assignHabitFormResolver = domainResolver<AssignHabitFormValues>((values) => {
  const { clientIds, ...errors } = validateHabitAssignForm({ clientIds: values.clients.map((client) => client.id), reminderTime: values.reminderTime });
  return { ...errors, clients: clientIds };
});
