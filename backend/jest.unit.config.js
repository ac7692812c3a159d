module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testRegex: '(?<!int-)spec\\.ts$',
  transform: { '^.+\\.ts$': require('./jest.swc.js') },
  moduleNameMapper: { '^@coachcore/domain$': '<rootDir>/../libs/domain/src/index.ts' },
};
