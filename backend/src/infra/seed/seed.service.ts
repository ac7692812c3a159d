import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppConfig } from '../../config/app-config';
import { DEMO_SIGN_INS, DemoBusiness, type DemoSeeder, type SeedReport } from './demo-seeder';
import { SeedLockRepository } from './seed-lock.repository';

/** The seeders of the composition (`app-modules.ts`), in its order. */
export const DEMO_SEEDERS = Symbol('DEMO_SEEDERS');

/**
 * First-start data: the platform admin always, a demo business on an empty database unless SEED_DEMO=false. What
 * is seeded comes from the modules' seeders (`DemoSeeder`): this service knows none of the modules, only the order.
 */
@Injectable()
export class SeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly lock: SeedLockRepository,
    private readonly moduleRef: ModuleRef,
    @Inject(DEMO_SEEDERS) private readonly seederTypes: readonly Type<DemoSeeder>[],
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Idempotent, also when several instances start at once: one transaction under a PostgreSQL advisory lock, so
   * the second instance waits for the first one's commit and then finds everything in place. The seeders' own
   * repositories and unit of work take part in that transaction (MikroORM's transaction context).
   */
  async run(): Promise<SeedReport> {
    const seeders = this.seederTypes.map((type) => this.moduleRef.get(type, { strict: false }));
    return this.em.fork().transactional(async () => {
      await this.lock.waitForTheSeedLock();
      let emptyDatabase = true;
      for (const seeder of seeders) if (await seeder.hasData?.()) emptyDatabase = false;
      const report: Partial<SeedReport> = {};
      for (const seeder of seeders) Object.assign(report, await seeder.seedPlatform?.());
      if (emptyDatabase && this.config.SEED_DEMO) {
        const demo = new DemoBusiness();
        for (const seeder of seeders) await seeder.seedDemo?.(demo);
        report.demo = DEMO_SIGN_INS;
      }
      if (!report.admin) throw new Error('No seeder seeded the platform admin');
      return report as SeedReport;
    });
  }
}
