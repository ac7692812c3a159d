import { MetadataStorage } from '@mikro-orm/core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEMO_SEEDERS, ENTITIES, FEATURE_MODULES, WORKER_MODULES } from './app-modules';

/** Every `*.entity.ts` file under src, so an entity no module registers is found. */
function entityFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? entityFiles(path.join(dir, entry.name)) : entry.name.endsWith('.entity.ts') ? [path.join(dir, entry.name)] : [],
    );
}

describe('the composition (app-modules.ts)', () => {
  it('registers every entity of the code base, each once', async () => {
    for (const file of entityFiles(__dirname)) await import(file);
    const declared = Object.values(MetadataStorage.getMetadata())
      .map((meta) => meta.class)
      .filter((entity) => typeof entity === 'function');

    expect(declared.filter((entity) => !ENTITIES.includes(entity)).map((entity) => entity.name)).toEqual([]);
    expect(new Set(ENTITIES).size).toBe(ENTITIES.length);
  });

  it('lists each module once, and derives the workers and the seeders in its order', () => {
    expect(new Set(FEATURE_MODULES).size).toBe(FEATURE_MODULES.length);
    expect(WORKER_MODULES.map((module) => module.name)).toEqual([
      'EventsWorkerModule',
      'StorageWorkerModule',
      'NotificationsWorkerModule',
      'ClientsWorkerModule',
      'MessagingWorkerModule',
      'ProgressPhotosWorkerModule',
      'WorkoutsWorkerModule',
      'NutritionWorkerModule',
      'MeetingsWorkerModule',
      'AccountDataWorkerModule',
      'PaymentsWorkerModule',
      'FormsWorkerModule',
      'PushWorkerModule',
      'OnboardingWorkerModule',
      'AutomationsWorkerModule',
      'WebhooksWorkerModule',
    ]);
    expect(DEMO_SEEDERS.map((seeder) => seeder.name)).toEqual([
      'UsersSeeder',
      'ClientsSeeder',
      'MessagingSeeder',
      'WorkoutsSeeder',
      'NutritionSeeder',
      'MeetingsSeeder',
      'FormsSeeder',
      'PackagesSeeder',
    ]);
  });
});
