/**
 * Integration tests: the real Nest app over HTTP against real PostgreSQL and Redis (embedded unless DATABASE_URL /
 * REDIS_URL). Global setup starts the services and migrates a template once; every file then gets its own database
 * cloned from it and its own Redis prefix, so files run in parallel workers (INT_TEST_WORKERS, default 3). Measured on
 * the 2-core machine (whole tier against its PostgreSQL and Redis): 1 worker 251 s, 2 → 147 s, 3 → 140 s, 4 → 141 s;
 * a file waits on PostgreSQL and on its own HTTP round trips part of the time, so a third worker fills the gaps.
 */
module.exports = {
  maxWorkers: Number(process.env.INT_TEST_WORKERS) || 3,
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.int-spec\\.ts$',
  transform: { '^.+\\.ts$': require('./jest.swc.js') },
  moduleNameMapper: { '^@coachcore/domain$': '<rootDir>/../libs/domain/src/index.ts' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Generous: a wait ends as soon as its condition holds, and a loaded CI machine (both tiers at once on 2 cores) is slow.
  testTimeout: 120000,
};
