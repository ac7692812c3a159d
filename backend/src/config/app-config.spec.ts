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

describe('VIDEO_ROOM_BASE_URL', () => {
  it('defaults to Jitsi Meet and takes another open video service ending in /', () => {
    expect(loadConfig({}).VIDEO_ROOM_BASE_URL).toBe('https://meet.jit.si/');
    expect(loadConfig({ VIDEO_ROOM_BASE_URL: 'https://video.example.org/rooms/' }).VIDEO_ROOM_BASE_URL).toBe('https://video.example.org/rooms/');
  });

  it('refuses an address that is not http(s) or does not end in /', () => {
    for (const value of ['ftp://meet.example.org/', 'https://meet.example.org/room', 'meet.jit.si/']) {
      expect(() => loadConfig({ VIDEO_ROOM_BASE_URL: value })).toThrow('VIDEO_ROOM_BASE_URL must be an http:// or https:// address ending in /');
    }
  });
});

describe('JOB_LOCK_DURATION and JOB_STALLED_CHECK_INTERVAL', () => {
  it("default to BullMQ's 30 s and take any duration above zero", () => {
    expect([loadConfig({}).jobLockDurationMs, loadConfig({}).jobStalledCheckIntervalMs]).toEqual([30_000, 30_000]);
    const sut = loadConfig({ JOB_LOCK_DURATION: '5s', JOB_STALLED_CHECK_INTERVAL: '500ms' });
    expect([sut.jobLockDurationMs, sut.jobStalledCheckIntervalMs]).toEqual([5_000, 500]);
  });

  it('refuses zero (every running job would look abandoned at once)', () => {
    expect(() => loadConfig({ JOB_LOCK_DURATION: '0s' })).toThrow("JOB_LOCK_DURATION must be a duration above zero such as '30s'");
    expect(() => loadConfig({ JOB_STALLED_CHECK_INTERVAL: '0' })).toThrow("JOB_STALLED_CHECK_INTERVAL must be a duration above zero such as '30s'");
  });
});

describe('ADMIN_TWO_FACTOR_REQUIRED', () => {
  it('is on in production and off elsewhere unless set', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'AdminPass123' };
    expect(loadConfig(production).adminTwoFactorRequired).toBe(true);
    expect(loadConfig({ ...production, ADMIN_TWO_FACTOR_REQUIRED: 'false' }).adminTwoFactorRequired).toBe(false);
    expect(loadConfig({}).adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ ADMIN_TWO_FACTOR_REQUIRED: 'true' }).adminTwoFactorRequired).toBe(true);
    expect(() => loadConfig({ ADMIN_TWO_FACTOR_REQUIRED: 'maybe' })).toThrow('ADMIN_TWO_FACTOR_REQUIRED must be true or false');
  });
});

describe('loadConfig error messages', () => {
  const problemsOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
    throw new Error('expected a ConfigError');
  };

  it('show the value as typed, not as converted', () => {
    expect(problemsOf({ PORT: 'abc' })).toContain('PORT must be a whole number (got "abc")');
  });

  it('never show secrets, and mask the passwords inside URLs', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://app:db-secret-1@db.example:3306/app',
      REDIS_URL: 'http://:redis-secret-2@cache.example:6379',
      SMTP_URL: 'mail://mailer:smtp-secret-3@smtp.example:587',
      ADMIN_PASSWORD: 'abc',
      STRIPE_SECRET_KEY: 'pk_live_stripe-secret-4',
    });
    expect(problems).toContain('DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://app:***@db.example:3306/app")');
    expect(problems).toContain('REDIS_URL must start with redis:// or rediss:// (got "http://:***@cache.example:6379/")');
    expect(problems).toContain('SMTP_URL must start with smtp:// or smtps:// (got "mail://mailer:***@smtp.example:587")');
    expect(problems).toContain('ADMIN_PASSWORD must be at least 6 characters (got a hidden value)');
    expect(problems).toContain('STRIPE_SECRET_KEY must look like sk_test_... or sk_live_... (got a hidden value)');
    for (const secret of ['db-secret-1', 'redis-secret-2', 'smtp-secret-3', 'abc)', 'stripe-secret-4']) expect(problems).not.toContain(secret);
  });

  it('hide a URL-like value that cannot be parsed', () => {
    const problems = problemsOf({ DATABASE_URL: 'user:secret@nohost' });
    expect(problems).toContain('(got a hidden value)');
    expect(problems).not.toContain('secret');
  });

  it('require ADMIN_PASSWORD in production, so no generated password reaches the logs', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('ADMIN_PASSWORD must be set when NODE_ENV is production');
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Str0ng-Admin' }).ADMIN_PASSWORD).toBe('Str0ng-Admin');
    expect(loadConfig({ NODE_ENV: 'development' }).ADMIN_PASSWORD).toBeUndefined();
  });
});

describe('parseDuration', () => {
  it('understands units and plain seconds', () => {
    expect(parseDuration('86400')).toBe(86_400_000);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('250ms')).toBe(250);
  });
});
