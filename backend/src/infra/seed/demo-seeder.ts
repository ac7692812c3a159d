import type { TenantScope } from '../../common/http/authenticated-request';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COACH_EMAIL = 'coach@fitstudio.example';
export const DEMO_CLIENT_EMAIL = 'client@fitstudio.example';

/** What the start-up log prints about the seed. */
export interface SeedReport {
  admin: { email: string; generatedPassword?: string; created: boolean };
  demo?: { coachEmail: string; clientEmail: string; password: string };
}

/** The demo business's sign-ins, as the start-up log prints them. */
export const DEMO_SIGN_INS: NonNullable<SeedReport['demo']> = { coachEmail: DEMO_COACH_EMAIL, clientEmail: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD };

/**
 * A module's start-up data: an `@Injectable()` class in the module's `<name>.seeder.ts`, listed in the module's
 * `providers` and named by the module class (`static readonly seeder = NutritionSeeder`). The seed (`SeedService`)
 * runs the seeders of the modules listed in `app-modules.ts`, in that order, in one transaction under an advisory
 * lock, so a seeder uses its module's repositories and `UnitOfWork.save()` like a service does and never imports
 * another module's internals: what an earlier seeder created reaches it through `DemoBusiness` (ids) and the
 * earlier module's exported service.
 */
export interface DemoSeeder {
  /**
   * Whether the database already holds this module's data. The demo business is seeded only on an empty database:
   * when no seeder answers true. Only modules whose rows can exist on their own need it (the accounts).
   */
  hasData?(): Promise<boolean>;
  /** Every start, before the demo: data the platform itself needs, idempotent; answers its part of the report. */
  seedPlatform?(): Promise<Partial<SeedReport>>;
  /** Once, on an empty database with SEED_DEMO on: this module's part of the demo business. */
  seedDemo?(demo: DemoBusiness): Promise<void>;
}

/**
 * The demo business as the seeders before one left it: the accounts' seeder sets who signs in, the clients' seeder
 * the client records, the later seeders read them. Reading what no earlier seeder set is a mistake in the order of
 * `app-modules.ts`, and says so.
 */
export class DemoBusiness {
  #coachId?: string;
  #clientUserId?: string;
  #clientIds?: readonly string[];

  /** The business owner's user id (the demo coach's sign-in). */
  get coachId(): string {
    return this.read(this.#coachId, 'coachId');
  }
  set coachId(id: string) {
    this.#coachId = id;
  }

  /** The demo client's sign-in (the user of the first client record). */
  get clientUserId(): string {
    return this.read(this.#clientUserId, 'clientUserId');
  }
  set clientUserId(id: string) {
    this.#clientUserId = id;
  }

  /** The business's client records, oldest first; the first is the demo client's own. */
  get clientIds(): readonly string[] {
    return this.read(this.#clientIds, 'clientIds');
  }
  set clientIds(ids: readonly string[]) {
    this.#clientIds = ids;
  }

  /** The demo business's tenant: seeders write through their repositories in it. */
  get tenant(): TenantScope {
    return { businessId: this.coachId };
  }

  private read<T>(value: T | undefined, name: string): T {
    if (value === undefined) throw new Error(`The demo's ${name} is not set yet: the seeder that sets it must come earlier in app-modules.ts`);
    return value;
  }
}
