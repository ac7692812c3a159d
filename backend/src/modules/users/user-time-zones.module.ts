import { Module } from '@nestjs/common';
import { UserDirectoryService } from './user-directory.service';
import { UserTimeZonesService } from './user-time-zones.service';
import { UsersRepository } from './users.repository';

/**
 * Read-only access to users for worker-side modules (UsersModule needs the API's sessions): the businesses' time
 * zones, and who a user is (the welcome e-mail).
 */
@Module({ providers: [UsersRepository, UserTimeZonesService, UserDirectoryService], exports: [UserTimeZonesService, UserDirectoryService] })
export class UserTimeZonesModule {}
