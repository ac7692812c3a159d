import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { AppConfig } from '../../config/app-config';
import {
  DEMO_CLIENT_EMAIL,
  DEMO_COACH_EMAIL,
  DEMO_PASSWORD,
  DEMO_SIGN_INS,
  type DemoBusiness,
  type DemoSeeder,
  type SeedReport,
} from '../../infra/seed/demo-seeder';
import { hashPassword } from '../auth/password-hasher';
import { UsersRepository } from './users.repository';

/** The accounts: the platform admin on every start (when missing), and the demo business's two sign-ins. */
@Injectable()
export class UsersSeeder implements DemoSeeder {
  constructor(
    private readonly users: UsersRepository,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  hasData(): Promise<boolean> {
    return this.users.hasAny();
  }

  /** The admin ('Admin User', ADMIN_EMAIL), with ADMIN_PASSWORD or a generated password the report shows once. */
  async seedPlatform(): Promise<Partial<SeedReport>> {
    const email = this.config.ADMIN_EMAIL.toLowerCase();
    const demo = (await this.users.emailTaken(DEMO_COACH_EMAIL)) ? DEMO_SIGN_INS : undefined;
    if (await this.users.emailTaken(email)) return { admin: { email, created: false }, demo };
    const generatedPassword = this.config.ADMIN_PASSWORD ? undefined : randomBytes(9).toString('base64url');
    this.users.add({
      email,
      username: email,
      password: await hashPassword(this.config.ADMIN_PASSWORD ?? generatedPassword!),
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      onboardingCompleted: true,
    });
    await this.uow.save();
    return { admin: { email, generatedPassword, created: true }, demo };
  }

  /** The demo coach (owner of 'FitStudio Demo') and the demo client's sign-in. */
  async seedDemo(demo: DemoBusiness): Promise<void> {
    const password = await hashPassword(DEMO_PASSWORD);
    const coach = this.users.add({
      email: DEMO_COACH_EMAIL,
      username: DEMO_COACH_EMAIL,
      password,
      firstName: 'Jordan',
      lastName: 'Rivera',
      role: 'business',
      businessName: 'FitStudio Demo',
      phone: '+1 555 0100',
    });
    const client = this.users.add({
      email: DEMO_CLIENT_EMAIL,
      username: DEMO_CLIENT_EMAIL,
      password,
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'client',
      onboardingCompleted: true,
    });
    await this.uow.save();
    demo.coachId = coach.id;
    demo.clientUserId = client.id;
  }
}
