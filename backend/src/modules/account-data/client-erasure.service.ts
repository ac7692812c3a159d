import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant } from '../../common/http/authenticated-request';
import { StorageService } from '../../infra/storage/storage.service';
import { ClientsService } from '../clients/clients.service';
import { FormsService } from '../forms/forms.service';
import { MessagingService } from '../messaging/messaging.service';
import { OnboardingService } from '../onboarding/onboarding.service';
import { ProgressPhotosService } from '../progress-photos/progress-photos.service';
import { DataExportsRepository } from './data-exports.repository';

/** What a caller commits with an erasure, in its transaction. */
export interface ClientErasureSteps {
  /** Before anything goes (a code check that may refuse, the audit entry, e-mails, events). */
  before?: () => Promise<void> | void;
  /** Once the client record is gone (their sign-in). */
  after?: () => Promise<void>;
}

/**
 * The one routine that removes a client with everything that is theirs, shared by the client's own erasure and an
 * admin's deletion: in one transaction, the caller's `before`, the keys of their stored files read while the rows
 * still exist (progress photos, message attachments, data export ZIPs, form uploads and drawn signatures, onboarding
 * uploads), the client record (its foreign keys cascade to everything recorded about them) and the caller's `after`;
 * once committed, the files removed through StorageService. Answers how many files were removed.
 */
@Injectable()
export class ClientErasureService {
  constructor(
    private readonly clients: ClientsService,
    private readonly photos: ProgressPhotosService,
    private readonly messaging: MessagingService,
    private readonly exports: DataExportsRepository,
    private readonly forms: FormsService,
    private readonly onboarding: OnboardingService,
    private readonly storage: StorageService,
    private readonly uow: UnitOfWork,
  ) {}

  async erase(tenant: Tenant, clientId: string, steps: ClientErasureSteps = {}): Promise<number> {
    const files = await this.uow.transaction(async () => {
      await steps.before?.();
      const keys = [
        ...(await this.photos.imageKeysOfClient(tenant, clientId)),
        ...(await this.messaging.attachmentKeysOfClient(tenant, clientId)),
        ...(await this.exports.fileKeysOfClient(tenant, clientId)),
        ...(await this.forms.fileKeysOfClient(tenant, clientId)),
        ...(await this.onboarding.fileKeysOfClient(tenant, clientId)),
      ];
      await this.clients.remove(tenant, clientId);
      await steps.after?.();
      return keys;
    });
    for (const key of files) await this.storage.discard(key);
    return files.length;
  }
}
