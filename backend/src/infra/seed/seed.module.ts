import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { DemoSeeder } from './demo-seeder';
import { SeedLockRepository } from './seed-lock.repository';
import { DEMO_SEEDERS, SeedService } from './seed.service';

/** The start-up seed, running the given seeders (the composition's, in its order; each provided by its module). */
@Module({})
export class SeedModule {
  static forRoot(seeders: readonly Type<DemoSeeder>[]): DynamicModule {
    return {
      module: SeedModule,
      providers: [SeedLockRepository, SeedService, { provide: DEMO_SEEDERS, useValue: seeders }],
      exports: [SeedService],
    };
  }
}
