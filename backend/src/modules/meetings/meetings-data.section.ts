import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsRepository } from './meetings.repository';
import { SessionFeedbackRepository } from './session-feedback.repository';

/**
 * The client's part of their data export kept by scheduling: their appointments, their seats in meetings and group
 * sessions, and the feedback they gave. The business's own fields (calendar event ids, private notes) stay out.
 */
@Injectable()
@ClientDataSource('meetings')
export class MeetingsDataSection implements ClientDataSection {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly feedback: SessionFeedbackRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const [meetings, seats, ratings] = await Promise.all([
      this.meetings.allOfClient(scope, scope.clientId),
      this.participants.allOfClient(scope, scope.clientId),
      this.feedback.allOfClient(scope, scope.clientId),
    ]);
    return {
      tables: [
        {
          name: 'meetings',
          rows: meetings.map((meeting) =>
            plainRow({
              id: meeting.id,
              title: meeting.title,
              description: meeting.description,
              type: meeting.type,
              appointmentType: meeting.appointmentType,
              status: meeting.status,
              scheduledAt: meeting.scheduledAt,
              endTime: meeting.endTime,
              duration: meeting.duration,
              location: meeting.location,
              joinUrl: meeting.joinUrl,
              phoneNumber: meeting.phoneNumber,
              price: meeting.price,
              bookedBy: meeting.bookedBy,
              createdAt: meeting.createdAt,
            }),
          ),
        },
        {
          name: 'meeting_participants',
          rows: seats.map((seat) =>
            plainRow({
              id: seat.id,
              meetingId: seat.meeting.id,
              meetingTitle: seat.meeting.title,
              meetingType: seat.meeting.type,
              scheduledAt: seat.meeting.scheduledAt,
              status: seat.status,
              price: seat.price,
              paymentStatus: seat.paymentStatus,
              waitlistedAt: seat.waitlistedAt,
              joinedAt: seat.joinedAt,
              leftAt: seat.leftAt,
              createdAt: seat.createdAt,
            }),
          ),
        },
        {
          name: 'session_feedback',
          rows: ratings.map((rating) =>
            plainRow({
              id: rating.id,
              meetingId: rating.booking.id,
              meetingTitle: rating.booking.title,
              overallRating: rating.overallRating,
              sessionRating: rating.sessionRating,
              coachRating: rating.coachRating,
              feedback: rating.feedback,
              improvements: rating.improvements,
              wouldRecommend: rating.wouldRecommend,
              reviewPlatform: rating.reviewPlatform,
              reviewCompleted: rating.reviewCompleted,
              createdAt: rating.createdAt,
            }),
          ),
        },
      ],
    };
  }
}
