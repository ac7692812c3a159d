import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import type { ActivityItemDto, ActivityStatus, DashboardStatsDto, RecentMessagesDto } from './dashboard.response';

interface ActivityRow {
  id: string;
  client_id: string;
  client_name: string;
  description: string;
  time: Date;
  status: ActivityStatus;
}

interface MessageRow {
  id: string;
  sender_name: string;
  avatar: string | null;
  content: string;
  created_at: Date;
  is_read: boolean;
}

/**
 * The coach dashboard, from real rows only. Revenue, workouts and satisfaction read the billing, workouts and
 * scheduling tables as those modules add them; until then nothing has been earned, completed or rated.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
  ) {}

  async stats(tenant: Tenant): Promise<DashboardStatsDto> {
    return { activeClients: await this.clients.countActive(tenant), totalRevenue: 0, completedWorkouts: 0, avgSatisfaction: null };
  }

  /** The latest things the business's clients did: joined, measured, checked in, achieved a goal. */
  async recentActivity(tenant: Tenant, limit = 10): Promise<ActivityItemDto[]> {
    const rows = await this.em.getConnection().execute<ActivityRow[]>(
      `select * from (
         select 'client-' || c.id as id, c.id as client_id, c.first_name || ' ' || c.last_name as client_name,
                'Joined as a new client' as description, c.created_at as time, 'progress' as status
           from clients c where c.coach_id = ?
         union all
         select 'measurement-' || m.id, c.id, c.first_name || ' ' || c.last_name,
                'Recorded new measurements' || coalesce(' (weight ' || trim(trailing '.' from trim(trailing '0' from m.weight::text)) || ' lbs)', ''),
                m.created_at, 'progress'
           from measurements m join clients c on c.id = m.client_id where c.coach_id = ?
         union all
         select 'wellness-' || w.id, c.id, c.first_name || ' ' || c.last_name, 'Logged a wellness check-in', w.created_at, 'progress'
           from wellness_logs w join clients c on c.id = w.client_id where c.coach_id = ?
         union all
         select 'goal-' || g.id, c.id, c.first_name || ' ' || c.last_name, 'Achieved goal: ' || g.title, g.achieved_at, 'completed'
           from goals g join clients c on c.id = g.client_id where c.coach_id = ? and g.status = 'achieved' and g.achieved_at is not null
       ) activity order by time desc limit ?`,
      [tenant.businessId, tenant.businessId, tenant.businessId, tenant.businessId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      clientAvatar: null,
      description: row.description,
      time: new Date(row.time).toISOString(),
      status: row.status,
    }));
  }

  /** The latest messages sent to the business owner, with the unread count for the 'N new' badge. */
  async recentMessages(tenant: Tenant, limit = 5): Promise<RecentMessagesDto> {
    const connection = this.em.getConnection();
    const [rows, unread] = await Promise.all([
      connection.execute<MessageRow[]>(
        `select m.id, u.first_name || ' ' || u.last_name as sender_name, u.avatar, m.content, m.created_at, m.is_read
           from messages m join users u on u.id = m.sender_id
          where m.receiver_id = ? order by m.created_at desc limit ?`,
        [tenant.businessId, limit],
      ),
      connection.execute<{ count: string }[]>('select count(*) from messages where receiver_id = ? and is_read = false', [tenant.businessId]),
    ]);
    return {
      unreadCount: Number(unread[0]?.count ?? 0),
      messages: rows.map((row) => ({
        id: row.id,
        clientName: row.sender_name,
        clientAvatar: row.avatar,
        preview: row.content.length > 120 ? `${row.content.slice(0, 117)}...` : row.content,
        time: new Date(row.created_at).toISOString(),
        isUnread: !row.is_read,
      })),
    };
  }
}
