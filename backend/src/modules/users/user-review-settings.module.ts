import { Module } from '@nestjs/common';
import { UserReviewSettingsService } from './user-review-settings.service';
import { UsersRepository } from './users.repository';

/** The users' review fields for the scheduling module, in the API and where workers run. */
@Module({ providers: [UsersRepository, UserReviewSettingsService], exports: [UserReviewSettingsService] })
export class UserReviewSettingsModule {}
