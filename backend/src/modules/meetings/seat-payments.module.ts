import { Module } from '@nestjs/common';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { SeatPaymentsService } from './seat-payments.service';

/** The seats of paid group sessions, for the payments module (API and billing worker) without the rest of scheduling. */
@Module({
  providers: [MeetingParticipantsRepository, SeatPaymentsService],
  exports: [SeatPaymentsService],
})
export class SeatPaymentsModule {}
