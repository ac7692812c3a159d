import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { Meeting } from './entities/meeting.entity';
import { MeetingParticipant } from './entities/meeting-participant.entity';

/** The people of the business's meetings (`meeting.coach`); a client user reaches only their own rows. */
@Injectable()
export class MeetingParticipantsRepository extends TenantRepository<MeetingParticipant> {
  constructor(em: EntityManager) {
    super(em, MeetingParticipant);
  }

  /** Invites a client of the business to a meeting the caller found in this tenant (saved with the next flush). */
  invite(tenant: TenantScope, meeting: Meeting, client: Client): MeetingParticipant {
    return this.create(tenant, { meeting, participant: client, participantType: 'client', status: 'invited' });
  }
}
