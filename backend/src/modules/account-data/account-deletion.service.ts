import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_REQUESTS_PER_HOUR, ACCOUNT_DELETION_TTL_HOURS, accountDeletionPath } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { signedInClientId } from '../../common/http/signed-in-client';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from '../../common/security/invitation-code';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from '../../infra/redis/rate-limiter';
import { ClientsService } from '../clients/clients.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { AccountDeletionRequestsRepository } from './account-deletion-requests.repository';
import { ClientErasureService } from './client-erasure.service';
import type { AccountDeletionRequestedResponseDto, ConfirmAccountDeletionDto } from './dto/account-deletion.dto';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A client erasing their own account, in two steps: a request e-mails a single-use link (24 hours), and confirming it
 * while signed in erases, in one transaction:
 * - the client record, and through its foreign keys everything recorded about them (goals, progress entries,
 *   measurements, health profile, wellness, progress photos, workouts and their logs, habits, meal plans, food log,
 *   shopping lists, community posts and memberships, data exports, and the whole conversation with the coach: the
 *   coach's messages to them are about them too). Meetings stay on the coach's calendar without the client;
 * - the sign-in (its sessions go with it: every page and socket is signed out), and the e-mails sent to their addresses;
 * - then the stored files (photos, attachments, exports, form uploads and signatures, onboarding uploads) through
 *   StorageService, once the rows are gone (ClientErasureService, which an admin's deletion of a client shares).
 * The coach is told by e-mail (`client_account_erased`). The client's payments stay in the coach's revenue with the
 * client reference set to null (anonymised; `client_payments.client_id` is `on delete set null`).
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly requests: AccountDeletionRequestsRepository,
    private readonly erasure: ClientErasureService,
    private readonly clients: ClientsService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * E-mails the confirmation link to the account's address (a newer request replaces the pending one), at most
   * ACCOUNT_DELETION_REQUESTS_PER_HOUR times an hour, so a held-open session cannot flood the inbox.
   */
  async request(tenant: Tenant): Promise<AccountDeletionRequestedResponseDto> {
    const client = await this.clients.findOrFail(tenant, signedInClientId(tenant));
    await this.limiter.take('account-deletion:client', client.id, {
      limit: ACCOUNT_DELETION_REQUESTS_PER_HOUR,
      windowMs: HOUR_MS,
      refusal: ACCOUNT_DELETION_MESSAGES.tooManyRequests,
    });
    const { code, hash } = newInvitationCode();
    const expiresAt = new Date(Date.now() + ACCOUNT_DELETION_TTL_HOURS * HOUR_MS);
    await this.uow.transaction(async () => {
      const request = await this.requests.replacePending(tenant, client, { codeHash: hash, expiresAt });
      this.notifications.stageAccountDeletionEmail(request.id, tenant.actor.email, {
        firstName: tenant.actor.firstName,
        link: `${this.config.appUrl}${accountDeletionPath(code)}`,
        expiresAt,
      });
      this.events.record('account_deletion_requested', { businessId: tenant.businessId, clientId: client.id, requestId: request.id });
    });
    return { email: tenant.actor.email, expiresAt: expiresAt.toISOString() };
  }

  /** Erases the account with the e-mailed code: 400 for a wrong, used or expired one (nothing changes then). */
  async confirm(tenant: Tenant, dto: ConfirmAccountDeletionDto): Promise<void> {
    if (!isWellFormedInvitationCode(dto.code)) throw new BadRequestException(ACCOUNT_DELETION_MESSAGES.codeInvalid);
    const clientId = signedInClientId(tenant);
    const client = await this.clients.findOrFail(tenant, clientId);
    const coach = await this.users.getProfile(tenant.businessId);
    const userId = tenant.actor.id;
    const removed = await this.erasure.erase(tenant, clientId, {
      before: async () => {
        if (!(await this.requests.use(tenant, clientId, hashInvitationCode(dto.code), new Date()))) {
          throw new BadRequestException(ACCOUNT_DELETION_MESSAGES.codeInvalid);
        }
        await this.notifications.forgetEmailsTo([...new Set([tenant.actor.email, client.email])]);
        this.notifications.stageClientErasedEmail(clientId, coach.email, {
          coachFirstName: coach.firstName,
          clientName: `${client.firstName} ${client.lastName}`.trim(),
        });
        this.events.record('client_account_erased', { businessId: tenant.businessId, clientId, userId });
      },
      after: () => this.users.deleteClientAccount(userId),
    });
    this.logger.log(`Client ${clientId} erased their account (${removed} stored files removed)`);
  }
}
