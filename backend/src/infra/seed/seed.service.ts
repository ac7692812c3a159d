import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { hashPassword } from '../../modules/auth/password-hasher';
import { Client } from '../../modules/clients/entities/client.entity';
import { Goal } from '../../modules/clients/entities/goal.entity';
import { Measurement } from '../../modules/clients/entities/measurement.entity';
import { WellnessLog } from '../../modules/clients/entities/wellness-log.entity';
import { seedTrainingDemo } from '../../modules/workouts/training-demo.seed';
import { User } from '../../modules/users/entities/user.entity';
import { seedNutritionDemo } from '../../modules/nutrition/nutrition-demo-seed';
import { seedDemoMessaging } from '../../modules/messaging/messaging-demo.seed';

export interface SeedReport {
  admin: { email: string; generatedPassword?: string; created: boolean };
  demo?: { coachEmail: string; clientEmail: string; password: string };
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COACH_EMAIL = 'coach@fitstudio.example';
export const DEMO_CLIENT_EMAIL = 'client@fitstudio.example';
/** Any fixed number, distinct from the migrations' lock. */
const SEED_LOCK_KEY = 4_242_310_002;

/** First-start data: the platform admin always, a demo business on an empty database unless SEED_DEMO=false. */
@Injectable()
export class SeedService {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Idempotent, also when several instances start at once: one transaction under a PostgreSQL advisory lock, so
   * the second instance waits for the first one's commit and then finds everything in place.
   */
  async run(): Promise<SeedReport> {
    return this.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]); // runs in the transaction
      const emptyDatabase = (await em.count(User, {})) === 0;
      const report: SeedReport = { admin: await this.ensureAdmin(em) };
      if (emptyDatabase && this.config.SEED_DEMO) report.demo = await this.seedDemo(em);
      else if (await em.count(User, { email: DEMO_COACH_EMAIL }))
        report.demo = { coachEmail: DEMO_COACH_EMAIL, clientEmail: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD };
      return report;
    });
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
    await this.seedDemoClients(em, coach, client);
    await seedNutritionDemo(em, coach, await em.findOneOrFail(Client, { coach, email: DEMO_CLIENT_EMAIL }));
    return { coachEmail: DEMO_COACH_EMAIL, clientEmail: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD };
  }

  /** A few clients with real history, so the demo coach's dashboard and profiles have something to show. */
  private async seedDemoClients(em: EntityManager, coach: User, clientUser: User): Promise<void> {
    const day = 86_400_000;
    const now = Date.now();
    const people = [
      { firstName: 'Sam', lastName: 'Taylor', email: DEMO_CLIENT_EMAIL, phone: '+1 555 0111', fitnessGoal: 'weight_loss' as const, user: clientUser },
      { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@fitstudio.example', phone: '+1 555 0112', fitnessGoal: 'muscle_building' as const },
      { firstName: 'Chris', lastName: 'Nguyen', email: 'chris.nguyen@fitstudio.example', phone: '+1 555 0113', fitnessGoal: 'athletic_performance' as const },
      { firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@fitstudio.example', phone: null, fitnessGoal: 'general_fitness' as const },
    ];
    const clients = people.map((person, index) =>
      em.create(Client, { ...person, coach, source: 'demo', createdAt: new Date(now - (30 - index * 5) * day), currentWeight: null }),
    );
    const [sam, maria] = clients as [Client, Client];
    const weights = [192.0, 189.6, 187.2, 185.4];
    weights.forEach((weight, week) =>
      em.create(Measurement, {
        client: sam,
        weight,
        bodyFat: Math.round((28 - week * 0.6) * 10) / 10,
        waist: Math.round((38 - week * 0.4) * 10) / 10,
        createdAt: new Date(now - (21 - week * 7) * day),
      }),
    );
    sam.currentWeight = weights[weights.length - 1];
    sam.targetWeight = 175.0;
    em.create(Goal, {
      client: sam,
      title: 'Reach 175 lbs',
      category: 'fitness',
      startValue: 192,
      currentValue: 185.4,
      targetValue: 175,
      unit: 'lbs',
      status: 'active',
    });
    em.create(Goal, {
      client: maria,
      title: 'Deadlift 225 lbs',
      category: 'fitness',
      startValue: 185,
      currentValue: 225,
      targetValue: 225,
      unit: 'lbs',
      status: 'achieved',
      achievedAt: new Date(now - 2 * day),
    });
    em.create(WellnessLog, {
      client: sam,
      date: new Date(now - day).toISOString().slice(0, 10),
      sleepHours: 7.5,
      sleepQuality: 8,
      energyLevel: 7,
      mood: 8,
      stressLevel: 3,
      steps: 9400,
    });
    await em.flush();
    await seedDemoMessaging(em, { coach, clientUser, sam, maria });
    await seedTrainingDemo(em, coach, clients);
  }
}
