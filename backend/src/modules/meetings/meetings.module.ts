import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { MeetingParticipant } from './entities/meeting-participant.entity';
import { Meeting } from './entities/meeting.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsController } from './meetings.controller';
import { MeetingsRepository } from './meetings.repository';
import { MeetingsSeeder } from './meetings.seeder';
import { MeetingsService } from './meetings.service';

/** Meetings: meetings, appointments and group sessions on the business's calendar. Registered in app-modules.ts. */
@Module({
  imports: [ClientsModule, UserTimeZonesModule],
  controllers: [MeetingsController],
  providers: [MeetingsRepository, MeetingParticipantsRepository, MeetingsService, MeetingsSeeder],
  exports: [MeetingsService],
})
export class MeetingsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Meeting, MeetingParticipant];
  /** The demo business's calendar. */
  static readonly seeder = MeetingsSeeder;
}
