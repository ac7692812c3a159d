import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientMeetingResponseDto, ListClientMeetingsQuery, ListGroupSessionsQuery } from './dto/scheduling.dto';
import { ParticipantsService } from './participants.service';

/** The signed-in client's own meetings and the group sessions they can join (/client/meetings, the dashboard's Next Meeting). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalMeetingsController {
  constructor(private readonly participants: ParticipantsService) {}

  /**
   * The signed-in client's meetings
   *
   * @remarks Their own appointments and the group sessions they joined or wait for (never another client's), with
   * their status in each and their place on a waitlist. Upcoming (scheduled and in the future, soonest first) or Past
   * (latest first); paged.
   */
  @Get('meetings')
  @Paginated(ClientMeetingResponseDto, 'The meetings')
  meetings(@CurrentTenant() tenant: Tenant, @Query() query: ListClientMeetingsQuery): Promise<Page<ClientMeetingResponseDto>> {
    return this.participants.clientMeetings(tenant, query);
  }

  /**
   * The coach's upcoming group sessions
   *
   * @remarks Scheduled sessions in the future, soonest first, with the seats left and the client's own place in each
   * (registered, waitlisted with their position, or none). Join or leave with the meeting's participants routes.
   */
  @Get('group-sessions')
  @Paginated(ClientMeetingResponseDto, 'The group sessions')
  groupSessions(@CurrentTenant() tenant: Tenant, @Query() query: ListGroupSessionsQuery): Promise<Page<ClientMeetingResponseDto>> {
    return this.participants.groupSessions(tenant, query);
  }
}
