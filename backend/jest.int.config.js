/** Integration tests: the real Nest app over HTTP against real PostgreSQL and Redis (embedded unless DATABASE_URL / REDIS_URL). */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.int-spec\\.ts$',
  transform: { '^.+\\.ts$': require('./jest.swc.js') },
  moduleNameMapper: { '^@coachcore/domain$': '<rootDir>/../libs/domain/src/index.ts' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
};
