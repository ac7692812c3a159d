import { Injectable } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The businesses' time zones, for the jobs that close their days (no session services: usable in the worker). */
@Injectable()
export class UserTimeZonesService {
  constructor(private readonly users: UsersRepository) {}

  /** The time zone of each of these businesses (missing ones are left out; callers default to UTC). */
  of(userIds: string[]): Promise<Map<string, string>> {
    return this.users.timeZonesOf(userIds);
  }
}
