import { ClientAppointmentsPage } from '../../features/client-appointments/pages/ClientAppointmentsPage';
import { PaymentCardForm } from './payment-card-form';

/** The client's appointments and group sessions, with the card forms to pay a seat in a paid session. */
export function ClientAppointmentsScreen() {
  return <ClientAppointmentsPage CardForm={PaymentCardForm} />;
}
