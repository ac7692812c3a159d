import type { Resolver } from 'react-hook-form';
import { CLIENT_MESSAGES, FITNESS_GOALS, isEmail, type FitnessGoal } from '@coachcore/domain';
import type { ClientResponseDto, CreateClientDto } from '@coachcore/api-client';

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** '' while none is chosen. */
  fitnessGoal: FitnessGoal | '';
}

export const EMPTY_CLIENT_FORM: ClientFormValues = { firstName: '', lastName: '', email: '', phone: '', fitnessGoal: '' };

export const toClientForm = (client: ClientResponseDto): ClientFormValues => ({
  firstName: client.firstName,
  lastName: client.lastName,
  email: client.email,
  phone: client.phone ?? '',
  fitnessGoal: client.fitnessGoal ?? '',
});

/** Add-client rules of section 5, with the spec's messages, checked before sending. */
export function validateClientForm(values: ClientFormValues): Partial<Record<keyof ClientFormValues, string>> {
  const problems: Partial<Record<keyof ClientFormValues, string>> = {};
  if (!values.firstName.trim()) problems.firstName = CLIENT_MESSAGES.firstNameRequired;
  if (!values.lastName.trim()) problems.lastName = CLIENT_MESSAGES.lastNameRequired;
  if (!isEmail(values.email)) problems.email = CLIENT_MESSAGES.invalidEmail;
  if (values.fitnessGoal && !(FITNESS_GOALS as readonly string[]).includes(values.fitnessGoal)) problems.fitnessGoal = CLIENT_MESSAGES.invalidFitnessGoal;
  return problems;
}

export const clientFormResolver: Resolver<ClientFormValues> = (values) => {
  const entries = Object.entries(validateClientForm(values));
  if (!entries.length) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])) };
};

export const toClientBody = (values: ClientFormValues): CreateClientDto => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  fitnessGoal: values.fitnessGoal || null,
});
