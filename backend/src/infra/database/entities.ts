import { Session } from '../../modules/auth/entities/session.entity';
import { EmailOutbox } from '../../modules/notifications/entities/email-outbox.entity';
import { BusinessStaff } from '../../modules/staff/entities/business-staff.entity';
import { User } from '../../modules/users/entities/user.entity';

/** Every entity, listed once: the ORM, the migrations and the tests read this list. */
export const ENTITIES = [User, Session, EmailOutbox, BusinessStaff];
