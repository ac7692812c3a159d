import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SupportCategory, SupportTicketStatus } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { SupportTicket } from './entities/support-ticket.entity';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PlatformTicketFilter {
  status?: SupportTicketStatus;
  /** An admin's id, or 'unassigned'. */
  assignee?: string;
  search?: string;
  page: number;
  limit: number;
}

/**
 * The one place support_tickets is queried. A business reaches only its own tickets; the platform's support team
 * reads every business's through the `@crossTenant` methods.
 */
@Injectable()
export class SupportTicketsRepository extends TenantRepository<SupportTicket> {
  constructor(em: EntityManager) {
    super(em, SupportTicket);
  }

  add(tenant: TenantScope, fields: { subject: string; category: SupportCategory }): SupportTicket {
    return this.create(tenant, fields);
  }

  findById(tenant: TenantScope, id: string): Promise<SupportTicket | null> {
    return this.findOne(tenant, { id }, { populate: ['assignee'], refresh: true });
  }

  /** The business's tickets, newest first. */
  page(tenant: TenantScope, query: { status?: SupportTicketStatus; page: number; limit: number }): Promise<Page<SupportTicket>> {
    const where: FilterQuery<SupportTicket> = query.status ? { status: query.status } : {};
    return this.findPage(tenant, where, query, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * A message was added: the status moves to `status` and the ticket to the top, unless it was closed meanwhile (a
   * conditional update, so a reply and a close never both win). Answers whether it was still open.
   */
  async touchUnlessClosed(tenant: TenantScope, id: string, status: 'open' | 'answered', now: Date): Promise<boolean> {
    return (await this.update(tenant, { id, status: { $ne: 'closed' } }, { status, updatedAt: now })) === 1;
  }

  /**
   * A ticket of any business, with its business and assignee.
   * @crossTenant The platform's support team answers every business's tickets.
   */
  findAnyById(id: string): Promise<SupportTicket | null> {
    return this.acrossTenants.findOne({ id }, { populate: ['business', 'assignee'], refresh: true });
  }

  /**
   * Sets the assignee of a ticket of any business.
   * @crossTenant The platform's support team assigns every business's tickets.
   */
  async assign(id: string, assigneeId: string | null, now: Date): Promise<void> {
    await this.acrossTenants.update({ id }, { assignee: assigneeId, updatedAt: now });
  }

  /**
   * Closes a ticket of any business unless it is closed already (a conditional update: two closes, or a close and a
   * reply, cannot both win). Answers whether this call closed it.
   * @crossTenant The platform's support team closes every business's tickets.
   */
  async closeIfOpen(id: string, now: Date): Promise<boolean> {
    return (await this.acrossTenants.update({ id, status: { $ne: 'closed' } }, { status: 'closed', closedAt: now, updatedAt: now })) === 1;
  }

  /**
   * Every business's tickets for the support team: by status, assignee (or unassigned) and a search of the subject,
   * the business's name and e-mail; most recently active first.
   * @crossTenant The platform's support team works on every business's tickets.
   */
  async platformPage(filter: PlatformTicketFilter): Promise<Page<SupportTicket>> {
    const where = ['true'];
    const params: Record<string, unknown> = {};
    if (filter.status) {
      where.push('t.status = :status');
      params.status = filter.status;
    }
    if (filter.assignee === 'unassigned') where.push('t.assignee_id is null');
    else if (filter.assignee) {
      where.push('t.assignee_id = :assignee');
      params.assignee = filter.assignee;
    }
    if (filter.search) {
      where.push(
        `(t.subject ilike :pattern or u.email ilike :pattern or coalesce(u.business_name, '') ilike :pattern or u.first_name || ' ' || u.last_name ilike :pattern)`,
      );
      params.pattern = likePattern(filter.search);
    }
    const from = `from support_tickets t join users u on u.id = t.business_id where ${where.join(' and ')}`;
    const ids = await this.acrossTenants.sqlPage<{ id: string }>({ columns: 't.id', from, orderBy: 't.updated_at desc, t.id desc' }, filter, params);
    const rows = ids.items;
    const tickets = rows.length ? await this.acrossTenants.find({ id: { $in: rows.map((row) => row.id) } }, { populate: ['business', 'assignee'] }) : [];
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    return new Page(
      rows.map((row) => byId.get(row.id)!),
      ids.total,
      filter.page,
      filter.limit,
    );
  }

  /**
   * Tickets waiting for the support team (open), for the overview.
   * @crossTenant Platform totals span every business.
   */
  async platformCounts(): Promise<{ open: number; answered: number; closed: number; unassigned: number }> {
    const [row] = await this.acrossTenants.sql<{ open: string; answered: string; closed: string; unassigned: string }[]>(
      `select count(*) filter (where status = 'open') as open, count(*) filter (where status = 'answered') as answered,
        count(*) filter (where status = 'closed') as closed, count(*) filter (where status <> 'closed' and assignee_id is null) as unassigned
        from support_tickets`,
    );
    return { open: Number(row.open), answered: Number(row.answered), closed: Number(row.closed), unassigned: Number(row.unassigned) };
  }
}
