import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { hashPassword } from '../../modules/auth/password-hasher';
import { User } from '../../modules/users/entities/user.entity';

export interface SeedReport {
  admin: { email: string; generatedPassword?: string; created: boolean };
  demo?: { coachEmail: string; clientEmail: string; password: string };
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COACH_EMAIL = 'coach@fitstudio.example';
export const DEMO_CLIENT_EMAIL = 'client@fitstudio.example';

/** First-start data: the platform admin always, a demo business on an empty database unless SEED_DEMO=false. */
@Injectable()
export class SeedService {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async run(): Promise<SeedReport> {
    const em = this.em.fork();
    const emptyDatabase = (await em.count(User, {})) === 0;
    const report: SeedReport = { admin: await this.ensureAdmin(em) };
    if (emptyDatabase && this.config.SEED_DEMO) report.demo = await this.seedDemo(em);
    return report;
  }

  private async ensureAdmin(em: EntityManager): Promise<SeedReport['admin']> {
    const email = this.config.ADMIN_EMAIL.toLowerCase();
    if (await em.count(User, { email })) return { email, created: false };
    const generatedPassword = this.config.ADMIN_PASSWORD ? undefined : randomBytes(9).toString('base64url');
    const admin = em.create(User, {
      email,
      username: email,
      password: await hashPassword(this.config.ADMIN_PASSWORD ?? generatedPassword!),
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      onboardingCompleted: true,
    });
    await em.persist(admin).flush();
    return { email, generatedPassword, created: true };
  }

  private async seedDemo(em: EntityManager): Promise<SeedReport['demo']> {
    const password = await hashPassword(DEMO_PASSWORD);
    const coach = em.create(User, {
      email: DEMO_COACH_EMAIL,
      username: DEMO_COACH_EMAIL,
      password,
      firstName: 'Jordan',
      lastName: 'Rivera',
      role: 'business',
      businessName: 'FitStudio Demo',
      phone: '+1 555 0100',
    });
    const client = em.create(User, {
      email: DEMO_CLIENT_EMAIL,
      username: DEMO_CLIENT_EMAIL,
      password,
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'client',
      onboardingCompleted: true,
    });
    em.persist([coach, client]);
    await em.flush();
    await this.demoExtensions(em, coach, client);
    return { coachEmail: DEMO_COACH_EMAIL, clientEmail: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD };
  }

  /** Feature modules add their demo rows here (clients, workouts, ...). */
  protected async demoExtensions(_em: EntityManager, _coach: User, _client: User): Promise<void> {}
}
