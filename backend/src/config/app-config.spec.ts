import { ConfigError, loadConfig, parseDuration } from './app-config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const sut = loadConfig({});
    expect(sut.PORT).toBe(3000);
    expect(sut.PLATFORM_ADMIN_DOMAIN).toBe('coachcore.app');
    expect(sut.ADMIN_EMAIL).toBe('admin@coachcore.app');
    expect(sut.SEED_DEMO).toBe(true);
    expect(sut.sessionTtlMs).toBe(24 * 3600 * 1000);
    expect(sut.DATABASE_URL).toBeUndefined();
  });

  it('reads typed values', () => {
    const sut = loadConfig({ PORT: '4000', SEED_DEMO: 'false', SESSION_TTL: '30m', DATABASE_URL: 'postgres://x@localhost/db' });
    expect(sut.PORT).toBe(4000);
    expect(sut.SEED_DEMO).toBe(false);
    expect(sut.sessionTtlMs).toBe(30 * 60 * 1000);
    expect(sut.DATABASE_URL).toBe('postgres://x@localhost/db');
  });

  it('lists every wrong value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', REDIS_URL: 'http://nope', SEED_DEMO: 'maybe', STRIPE_SECRET_KEY: 'pk_123' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT must be a whole number');
    expect(problems).toContain('REDIS_URL must start with redis://');
    expect(problems).toContain('SEED_DEMO must be true or false');
    expect(problems).toContain('STRIPE_SECRET_KEY must look like');
  });
});

describe('parseDuration', () => {
  it('understands units and plain seconds', () => {
    expect(parseDuration('86400')).toBe(86_400_000);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('250ms')).toBe(250);
  });
});
