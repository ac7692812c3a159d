import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page } from '../../common/http/pagination';
import { Client } from './entities/client.entity';

export interface ClientFilter {
  search?: string;
  isActive?: boolean;
  page: number;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Client queries, always scoped to one business: a foreign id simply finds nothing. */
@Injectable()
export class ClientsRepository {
  constructor(private readonly em: EntityManager) {}

  findOne(businessId: string, id: string): Promise<Client | null> {
    return this.em.findOne(Client, { id, coach: businessId });
  }

  findByEmail(businessId: string, email: string): Promise<Client | null> {
    return this.em.getRepository(Client).createQueryBuilder('c').where({ coach: businessId }).andWhere('lower(c.email) = lower(?)', [email]).getSingleResult();
  }

  async page(businessId: string, filter: ClientFilter): Promise<Page<Client>> {
    const qb = this.em.getRepository(Client).createQueryBuilder('c').where({ coach: businessId });
    if (filter.isActive !== undefined) qb.andWhere({ isActive: filter.isActive });
    if (filter.search) {
      const pattern = likePattern(filter.search);
      qb.andWhere(`(c.first_name || ' ' || c.last_name ilike ? or c.email ilike ?)`, [pattern, pattern]);
    }
    const [items, total] = await qb
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .getResultAndCount();
    return { items, total, page: filter.page, limit: filter.limit };
  }

  /** Every client of the business in creation order, in batches (CSV export). */
  async *streamAll(businessId: string, batchSize = 500): AsyncGenerator<Client[]> {
    let offset = 0;
    for (;;) {
      const batch = await this.em.find(Client, { coach: businessId }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: batchSize, offset });
      if (!batch.length) return;
      yield batch;
      this.em.clear();
      offset += batch.length;
    }
  }

  countActive(businessId: string): Promise<number> {
    return this.em.count(Client, { coach: businessId, isActive: true });
  }

  /** The client record linked to a client user's sign-in. */
  findByUser(userId: string): Promise<Client | null> {
    return this.em.findOne(Client, { user: userId });
  }
}
