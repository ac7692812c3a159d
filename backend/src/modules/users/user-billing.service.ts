import { Injectable } from '@nestjs/common';
import { UsersRepository, type UserBillingFields, type UserBillingUpdate } from './users.repository';

export type { UserBillingFields, UserBillingUpdate };

/** The users' payment fields (document 2 section 3), for the payments module: read them, and write them in its transactions. */
@Injectable()
export class UserBillingService {
  constructor(private readonly users: UsersRepository) {}

  of(userId: string): Promise<UserBillingFields | null> {
    return this.users.billingOf(userId);
  }

  /** Sets the fields; with `onlyIfStatusIn`, only while the subscription status is one of those. Answers whether it changed. */
  update(userId: string, fields: Partial<UserBillingUpdate>, onlyIfStatusIn?: readonly (string | null)[]): Promise<boolean> {
    return this.users.updateBilling(userId, fields, onlyIfStatusIn);
  }

  /** The business whose connected payments account this is (webhook events of the account). */
  businessOfStripeAccount(accountId: string): Promise<string | null> {
    return this.users.businessOfStripeAccount(accountId);
  }
}
