import { pinoLevel } from './log-level';

describe('pinoLevel', () => {
  it("maps Nest's LOG_LEVEL names onto pino's", () => {
    expect(['error', 'warn', 'log', 'debug', 'verbose'].map((level) => pinoLevel(level as never))).toEqual(['error', 'warn', 'info', 'debug', 'trace']);
  });
});
