import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf, validateSync } from 'class-validator';
import * as path from 'node:path';

const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return value;
};
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const DURATION = /^\d+(ms|s|m|h|d)?$/;
const POSITIVE_DURATION = /^0*[1-9]\d*(ms|s|m|h|d)?$/;

/** Parses '24h', '30m', '15s', '2d' or plain seconds into milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a duration: ${text}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 's'];
  return Number(match[1]) * unit!;
}

/**
 * Every setting CoachCore reads, validated once at boot. Nothing else reads process.env.
 * Optional parts (SMTP, Stripe) are only checked when set.
 */
export class AppConfig {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'PORT must be a whole number' })
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  @IsOptional()
  @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** Where the embedded PostgreSQL and Redis keep their data. */
  @IsOptional()
  @IsString()
  DATA_DIR: string = './.data';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
  REDIS_URL?: string;

  /** Key prefix for everything CoachCore keeps in Redis (queues, throttling). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_:-]+$/, { message: 'REDIS_PREFIX may hold only letters, digits, _, : and -' })
  REDIS_PREFIX: string = 'coachcore';

  @IsOptional()
  @Matches(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'PLATFORM_ADMIN_DOMAIN must be a domain name such as coachcore.app' })
  PLATFORM_ADMIN_DOMAIN: string = 'coachcore.app';

  @IsOptional()
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL: string = 'admin@coachcore.app';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @Matches(/^.{6,}$/, { message: 'ADMIN_PASSWORD must be at least 6 characters' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'SEED_DEMO must be true or false' })
  SEED_DEMO: boolean = true;

  /**
   * Whether platform admins must sign in with two-factor (until they have set it up, the admin area answers them 403).
   * Unset: required when NODE_ENV is production, so a development or test start lets the seeded admin in at once.
   */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'ADMIN_TWO_FACTOR_REQUIRED must be true or false' })
  ADMIN_TWO_FACTOR_REQUIRED?: boolean;

  @IsOptional()
  @Matches(DURATION, { message: "SESSION_TTL must be a duration such as 86400, '24h' or '30m'" })
  SESSION_TTL: string = '24h';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string;

  @IsOptional()
  @Matches(/^.+$/)
  MAIL_FROM: string = 'CoachCore <no-reply@coachcore.app>';

  @IsOptional()
  @Transform(emptyToUndefined)
  @ValidateIf((c: AppConfig) => c.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^(sk|rk)_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @ValidateIf((c: AppConfig) => c.STRIPE_PUBLISHABLE_KEY !== undefined)
  @Matches(/^pk_(test|live)_\w+$/, { message: 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its requests (default Stripe's own API); a local stand-in in tests. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^/]+\/?$/, { message: 'STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111' })
  STRIPE_API_URL?: string;

  /** Run the BullMQ workers inside the API process (default) or only in `npm run start:worker`. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'WORKER_IN_PROCESS must be true or false' })
  WORKER_IN_PROCESS: boolean = true;

  /**
   * How long a worker's hold on a running job lasts without being renewed (renewed at half of it while the worker
   * lives). A job whose worker died is taken over by another worker once its hold has run out.
   */
  @IsOptional()
  @Matches(POSITIVE_DURATION, { message: "JOB_LOCK_DURATION must be a duration above zero such as '30s'" })
  JOB_LOCK_DURATION: string = '30s';

  /** How often each worker looks for jobs whose worker died (their hold ran out) and hands them to a live one. */
  @IsOptional()
  @Matches(POSITIVE_DURATION, { message: "JOB_STALLED_CHECK_INTERVAL must be a duration above zero such as '30s'" })
  JOB_STALLED_CHECK_INTERVAL: string = '30s';

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'LOGIN_MAX_FAILURES_PER_ACCOUNT must be a whole number' })
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number = 5;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'LOGIN_MAX_FAILURES_PER_IP must be a whole number' })
  @Min(1)
  LOGIN_MAX_FAILURES_PER_IP: number = 30;

  @IsOptional()
  @Matches(DURATION, { message: "LOGIN_THROTTLE_WINDOW must be a duration such as '15m'" })
  LOGIN_THROTTLE_WINDOW: string = '15m';

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'REGISTER_MAX_PER_IP must be a whole number' })
  @Min(1)
  REGISTER_MAX_PER_IP: number = 10;

  @IsOptional()
  @Matches(DURATION, { message: "REGISTER_THROTTLE_WINDOW must be a duration such as '1h'" })
  REGISTER_THROTTLE_WINDOW: string = '1h';

  /** The address people open CoachCore at, for links in e-mails (invitations); default http://localhost:PORT. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { message: 'APP_URL must be an http:// or https:// address such as https://app.example.com' })
  APP_URL?: string;

  /** Express "trust proxy" setting, so client IPs are right behind a reverse proxy. */
  @IsOptional()
  @IsString()
  TRUST_PROXY: string = 'loopback';

  /** Where the built frontend lives; served at / with deep links. */
  @IsOptional()
  @IsString()
  WEB_DIST: string = path.resolve(__dirname, '../../../frontend/dist');

  @IsOptional()
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'], { message: 'LOG_LEVEL must be error, warn, log, debug or verbose' })
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'warn';

  /** When set, GET /api/metrics requires `Authorization: Bearer <METRICS_TOKEN>`; unset, the metrics are public. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[\x21-\x7e]{16,}$/, { message: 'METRICS_TOKEN must be at least 16 printable characters without spaces' })
  METRICS_TOKEN?: string;

  /** Uploaded files go to this S3 (or S3-compatible) bucket; without it they stay on disk under DATA_DIR/files. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'STORAGE_S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)' })
  STORAGE_S3_BUCKET?: string;

  /** Endpoint of an S3-compatible service (MinIO, R2, ...); AWS S3 itself needs none. */
  @ValidateIf((c: AppConfig) => c.STORAGE_S3_BUCKET !== undefined && c.STORAGE_S3_ENDPOINT !== undefined)
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/]+/, { message: 'STORAGE_S3_ENDPOINT must start with http:// or https://' })
  STORAGE_S3_ENDPOINT?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_S3_BUCKET !== undefined)
  @Matches(/^[a-z0-9-]+$/, { message: 'STORAGE_S3_REGION must be a region name such as us-east-1' })
  STORAGE_S3_REGION: string = 'us-east-1';

  /** Both or neither: without them the AWS SDK's default credentials (environment, instance role) are used. */
  @ValidateIf((c: AppConfig) => c.STORAGE_S3_BUCKET !== undefined && (c.STORAGE_S3_ACCESS_KEY_ID !== undefined || c.STORAGE_S3_SECRET_ACCESS_KEY !== undefined))
  @Transform(emptyToUndefined)
  @IsString({ message: 'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together' })
  STORAGE_S3_ACCESS_KEY_ID?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_S3_BUCKET !== undefined && (c.STORAGE_S3_ACCESS_KEY_ID !== undefined || c.STORAGE_S3_SECRET_ACCESS_KEY !== undefined))
  @Transform(emptyToUndefined)
  @IsString({ message: 'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together' })
  STORAGE_S3_SECRET_ACCESS_KEY?: string;

  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services need. */
  @ValidateIf((c: AppConfig) => c.STORAGE_S3_BUCKET !== undefined)
  @Transform(toBool)
  @IsBoolean({ message: 'STORAGE_S3_FORCE_PATH_STYLE must be true or false' })
  STORAGE_S3_FORCE_PATH_STYLE: boolean = false;

  /**
   * Where an unknown barcode is looked up (Open Food Facts' product API: `<url>/<code>.json`); empty or `off`
   * turns the lookup off, so an unknown barcode answers 404 at once.
   */
  @IsOptional()
  @Matches(/^(|off|https?:\/\/[^\s?#]+)$/, { message: 'FOOD_LOOKUP_URL must be an http:// or https:// address, or empty (or off) to turn the lookup off' })
  FOOD_LOOKUP_URL: string = 'https://world.openfoodfacts.org/api/v2/product';

  /**
   * The VAPID key pair web push signs with (base64url, as `web-push generate-vapid-keys` prints). Unset, a pair is
   * generated on first start and stored in the database, so every instance signs with the same one.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[A-Za-z0-9_-]{80,90}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (web-push generate-vapid-keys)' })
  VAPID_PUBLIC_KEY?: string;

  @ValidateIf((c: AppConfig) => c.VAPID_PUBLIC_KEY !== undefined || c.VAPID_PRIVATE_KEY !== undefined)
  @Transform(emptyToUndefined)
  @Matches(/^[A-Za-z0-9_-]{40,50}$/, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (base64url keys from web-push generate-vapid-keys)',
  })
  VAPID_PRIVATE_KEY?: string;

  /** Who push services may contact about this sender: a mailto: or https: address (default: the app's address). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^(mailto:\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https:// address' })
  VAPID_SUBJECT?: string;

  /**
   * The open video service where a video meeting gets its own room when no video platform is connected: the room is
   * this address followed by a unique name (Jitsi Meet by default; any service that opens a room at `<base><name>`).
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s?#]+\/$/, { message: 'VIDEO_ROOM_BASE_URL must be an http:// or https:// address ending in / such as https://meet.jit.si/' })
  VIDEO_ROOM_BASE_URL: string = 'https://meet.jit.si/';

  get dataDir(): string {
    return path.resolve(this.DATA_DIR);
  }
  /** Uploaded files on local disk (when no S3 bucket is configured). */
  get filesDir(): string {
    return path.join(this.dataDir, 'files');
  }
  get sessionTtlMs(): number {
    return parseDuration(this.SESSION_TTL);
  }
  get loginThrottleWindowMs(): number {
    return parseDuration(this.LOGIN_THROTTLE_WINDOW);
  }
  get registerThrottleWindowMs(): number {
    return parseDuration(this.REGISTER_THROTTLE_WINDOW);
  }
  get jobLockDurationMs(): number {
    return parseDuration(this.JOB_LOCK_DURATION);
  }
  get jobStalledCheckIntervalMs(): number {
    return parseDuration(this.JOB_STALLED_CHECK_INTERVAL);
  }
  /** APP_URL without a trailing slash. */
  get appUrl(): string {
    return (this.APP_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }
  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
  get adminTwoFactorRequired(): boolean {
    return this.ADMIN_TWO_FACTOR_REQUIRED ?? this.isProduction;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const KNOWN_KEYS = Object.keys(new AppConfig());

/** Settings whose values never appear in an error message. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
]);
/** Settings holding URLs that may carry a password: shown with the password masked. */
const URL_KEYS: ReadonlySet<string> = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

/** The value as typed, for an error message: secrets hidden, passwords inside URLs masked. */
export function shownValue(key: string, value: unknown): string {
  if (SECRET_KEYS.has(key)) return 'a hidden value';
  const text = String(value);
  if (!URL_KEYS.has(key)) return JSON.stringify(text);
  // Without a parseable URL we cannot tell where a password is: hide it all.
  if (!URL.canParse(text)) return /[:@]/.test(text) ? 'a hidden value' : JSON.stringify(text);
  const url = new URL(text);
  if (url.password) {
    url.password = '***';
    return JSON.stringify(url.toString());
  }
  // An '@' the parser did not read as user:password@ (e.g. no scheme) may still precede a password.
  return text.includes('@') ? 'a hidden value' : JSON.stringify(text);
}

/** Rules across settings. */
function crossSettingProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  // A generated admin password would be printed into the (container) logs.
  if (config.isProduction && !config.ADMIN_PASSWORD)
    problems.push("ADMIN_PASSWORD must be set when NODE_ENV is production (the platform admin's password; at least 6 characters)");
  return problems;
}

/** Reads and validates the environment; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of [
    ...KNOWN_KEYS,
    'DATABASE_URL',
    'REDIS_URL',
    'ADMIN_PASSWORD',
    'APP_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
    'STORAGE_S3_BUCKET',
    'STORAGE_S3_ENDPOINT',
    'STORAGE_S3_ACCESS_KEY_ID',
    'STORAGE_S3_SECRET_ACCESS_KEY',
    'METRICS_TOKEN',
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
    'VAPID_SUBJECT',
  ]) {
    if (env[key] !== undefined) raw[key] = env[key];
  }
  const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  // The value as typed (raw), not as transformed: PORT=abc shows "abc", not NaN.
  const problems = errors.flatMap((e) =>
    Object.values(e.constraints ?? {})
      .slice(-1)
      .map((m) => `${m} (got ${shownValue(e.property, raw[e.property] ?? e.value)})`),
  );
  problems.push(...crossSettingProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
