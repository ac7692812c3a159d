import type { Level } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** LOG_LEVEL speaks Nest's names; pino has its own. */
const PINO_LEVELS: Record<AppConfig['LOG_LEVEL'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

export function pinoLevel(level: AppConfig['LOG_LEVEL']): Level {
  return PINO_LEVELS[level];
}
