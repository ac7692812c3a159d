import { isBlank, type ValidationErrors } from './validation';

/*
 * Support tickets (document 3 section 2.6 Support, 2.11 Help Center's support card): a coach opens a support request
 * from /help (Contact Support); platform admins answer it in a thread, assign it and close it; the coach reads the
 * answers in the app and by e-mail.
 */

export const SUPPORT_CATEGORIES = ['general', 'technical', 'billing', 'account', 'feature_request'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  general: 'General question',
  technical: 'Technical issue',
  billing: 'Billing & payments',
  account: 'Account & access',
  feature_request: 'Feature request',
};

/** open: waiting for support; answered: support replied, waiting for the coach; closed: done (no more replies). */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_TICKET_STATUS_LABELS: Record<SupportTicketStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** The admin list's filter (all shows every status). */
export const SUPPORT_TICKET_FILTERS = ['all', ...SUPPORT_TICKET_STATUSES] as const;
export type SupportTicketFilter = (typeof SUPPORT_TICKET_FILTERS)[number];

/** Who wrote a message of the thread: the business that opened the ticket, or the platform's support team. */
export const SUPPORT_AUTHOR_SIDES = ['requester', 'support'] as const;
export type SupportAuthorSide = (typeof SUPPORT_AUTHOR_SIDES)[number];

export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SUPPORT_MESSAGES = {
  contactSupport: 'Contact Support',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of ${SUPPORT_CATEGORIES.join(', ')}`,
  ticketCreated: 'Support request sent successfully',
  replySent: 'Reply sent successfully',
  ticketClosed: 'Ticket closed successfully',
  ticketAssigned: 'Ticket assigned successfully',
  ticketUnassigned: 'Ticket unassigned successfully',
  ticketNotFound: 'Ticket not found',
  ticketIsClosed: 'This ticket is closed',
  alreadyClosed: 'This ticket is already closed',
  assigneeNotAdmin: 'Tickets can only be assigned to platform admins and platform staff who answer support tickets',
  noTickets: 'No support tickets found',
  noRequests: 'No support requests yet',
} as const;

export interface SupportTicketInput {
  subject: string;
  message: string;
  category: string;
}

/** The Contact Support form's rules, as the server checks them (first broken rule per field). */
export function validateSupportTicket(input: SupportTicketInput): ValidationErrors<'subject' | 'message' | 'category'> {
  const errors: ValidationErrors<'subject' | 'message' | 'category'> = {};
  if (isBlank(input.subject)) errors.subject = SUPPORT_MESSAGES.subjectRequired;
  else if (input.subject.trim().length > SUPPORT_SUBJECT_MAX_LENGTH) errors.subject = SUPPORT_MESSAGES.subjectTooLong;
  if (isBlank(input.message)) errors.message = SUPPORT_MESSAGES.messageRequired;
  else if (input.message.trim().length > SUPPORT_MESSAGE_MAX_LENGTH) errors.message = SUPPORT_MESSAGES.messageTooLong;
  if (isBlank(input.category)) errors.category = SUPPORT_MESSAGES.categoryRequired;
  else if (!(SUPPORT_CATEGORIES as readonly string[]).includes(input.category)) errors.category = SUPPORT_MESSAGES.categoryInvalid;
  return errors;
}

/** A reply's rule: a non-blank message of at most 5000 characters. */
export function validateSupportReply(input: { message: string }): ValidationErrors<'message'> {
  if (isBlank(input.message)) return { message: SUPPORT_MESSAGES.messageRequired };
  if (input.message.trim().length > SUPPORT_MESSAGE_MAX_LENGTH) return { message: SUPPORT_MESSAGES.messageTooLong };
  return {};
}
