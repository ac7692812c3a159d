import { Injectable } from '@nestjs/common';
import type { UserProfileFields } from './dto/user.response';
import { UsersRepository } from './users.repository';

/** Who a user is, for worker-side modules (no session services): the greeting and address of an e-mail. */
@Injectable()
export class UserDirectoryService {
  constructor(private readonly users: UsersRepository) {}

  /** The user's profile, or null when the account is gone. */
  find(userId: string): Promise<UserProfileFields | null> {
    return this.users.findProfile(userId);
  }
}
