import { Injectable } from '@nestjs/common';
import { meetingEndTime } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { ClientsService } from '../clients/clients.service';
import type { Meeting } from './entities/meeting.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsRepository } from './meetings.repository';

const HOUR = 3_600_000;

/** A start `days` from now at `hour`:00 UTC. */
const at = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 24 * HOUR);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

/**
 * The demo business's calendar: Sam's video check-in tomorrow and last week's completed consultation, Maria's
 * in-person assessment, and an in-person group class in two days. Through the module's repositories, on the seed's
 * transaction.
 */
@Injectable()
export class MeetingsSeeder implements DemoSeeder {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const [samId, mariaId] = demo.clientIds as [string, string];
    const sam = await this.clients.findOrFail(tenant, samId);
    const maria = await this.clients.findOrFail(tenant, mariaId);
    const book = (fields: Partial<Meeting> & Pick<Meeting, 'title' | 'scheduledAt'>) => {
      const duration = fields.duration ?? 60;
      const meeting = this.meetings.add(tenant, {
        ...fields,
        duration,
        endTime: meetingEndTime(fields.scheduledAt, duration),
        currentParticipants: fields.client ? 1 : 0,
      });
      if (fields.client) this.participants.invite(tenant, meeting, fields.client);
      return meeting;
    };
    book({
      client: sam,
      title: 'Weekly check-in',
      type: 'check-in',
      appointmentType: 'video',
      platform: 'zoom',
      meetingUrl: 'https://meet.example.com/fitstudio-sam',
      scheduledAt: at(1, 14),
      duration: 30,
    });
    book({ client: sam, title: 'Initial consultation', type: 'consultation', appointmentType: 'phone', scheduledAt: at(-7, 15), status: 'completed' });
    book({
      client: maria,
      title: 'Fitness assessment',
      type: 'assessment',
      appointmentType: 'in_person',
      location: 'FitStudio, Room 2',
      scheduledAt: at(3, 10),
    });
    book({
      title: 'Saturday Bootcamp',
      description: 'Full-body circuit for all levels.',
      type: 'group_session',
      appointmentType: 'in_person',
      location: 'FitStudio, Main Hall',
      scheduledAt: at(2, 9),
      maxParticipants: 12,
      price: 15,
    });
    await this.uow.save();
  }
}
