import type { IncomingMessage, ServerResponse } from 'node:http';
import { levels, stdTimeFunctions, type Level, type LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import type { AuthenticatedRequest } from '../../common/http/authenticated-request';
import type { AppConfig } from '../../config/app-config';
import { pinoLevel } from './log-level';
import { loggableUrl } from './loggable-url';
import { REQUEST_ID_HEADER, resolveRequestId } from './request-id';

/**
 * Never written, whatever a log call passes in: credentials in headers and in bodies.
 * The request serializer below already leaves headers and bodies out; this is the second lock.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/** Express keeps the URL as sent in originalUrl (url loses the mount path). */
const urlOf = (req: IncomingMessage) => loggableUrl((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '');

/** 5xx as errors, 4xx as warnings, the rest as info: at the default LOG_LEVEL=warn only failed requests are logged. */
function requestLevel(res: ServerResponse, error?: Error): Level {
  if (error || res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 ? 'warn' : 'info';
}

/**
 * The request's level, or 'silent' when the line would not be written anyway: pino-http then skips building it
 * (message, serializers, a child logger for the caller's id), which is most of its cost per request
 * (`npm run bench -- auth-me`).
 */
export function levelBelow(threshold: Level) {
  const lowest = levels.values[threshold]!;
  return (_req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent => {
    const level = requestLevel(res, error);
    return levels.values[level]! >= lowest ? level : 'silent';
  };
}

/** pino-http settings: plain JSON (no pretty printing, no colours), one line per request, the request id echoed. */
export function pinoHttpOptions(config: AppConfig, processName: 'api' | 'worker'): Options {
  const level = pinoLevel(config.LOG_LEVEL);
  return {
    level,
    base: { process: processName, pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    genReqId: (req, res) => {
      const id = resolveRequestId(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    // Logs made while handling a request carry its id only; the closing line carries the request itself.
    quietReqLogger: true,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Evaluated again when the response finishes, after the access guard has found the caller. No caller: no
    // bindings, so pino-http makes no extra child logger for the request (it skips a falsy answer).
    customProps: (req) => {
      const userId = (req as AuthenticatedRequest).user?.id;
      return (userId ? { userId } : undefined) as object;
    },
    customLogLevel: levelBelow(level),
    customSuccessMessage: (req, res) => `${req.method} ${urlOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${urlOf(req)} ${res.statusCode}`,
    // For a 5xx pino-http makes up an error ("failed with status code 503") with its own stack; the exception
    // filter already logs the real one under the same request id.
    customErrorObject: (_req, _res, _error, { err: _madeUp, ...line }: Record<string, unknown>) => line,
  };
}
