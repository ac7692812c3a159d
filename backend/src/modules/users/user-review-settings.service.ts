import { Injectable } from '@nestjs/common';
import { UsersRepository, type ReviewSettingsFields } from './users.repository';

export type { ReviewSettingsFields } from './users.repository';

/** The businesses' Review & Feedback Settings, for the scheduling module (API and workers). */
@Injectable()
export class UserReviewSettingsService {
  constructor(private readonly users: UsersRepository) {}

  of(businessId: string): Promise<ReviewSettingsFields | null> {
    return this.users.reviewSettingsOf(businessId);
  }

  update(businessId: string, fields: ReviewSettingsFields): Promise<boolean> {
    return this.users.updateReviewSettings(businessId, fields);
  }
}
