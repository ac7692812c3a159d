import { validateClientForm, type FitnessGoal } from '@coachcore/domain';
import type { ClientResponseDto, CreateClientDto } from '@coachcore/api-client/clients';

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

import { domainResolver } from '../../components/form';

export const clientFormResolver = domainResolver<ClientFormValues>(validateClientForm);

export const toClientBody = (values: ClientFormValues): CreateClientDto => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  fitnessGoal: values.fitnessGoal || null,
});
