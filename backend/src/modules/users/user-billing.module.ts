import { Module } from '@nestjs/common';
import { UserBillingService } from './user-billing.service';
import { UsersRepository } from './users.repository';

/** The users' payment fields for the payments module, in the API and where workers run. */
@Module({ providers: [UsersRepository, UserBillingService], exports: [UserBillingService] })
export class UserBillingModule {}
