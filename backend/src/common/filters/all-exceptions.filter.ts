import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { loggableUrl } from '../../infra/logging/loggable-url';
import type { ErrorResponseDto } from '../http/error-response.dto';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { isUnavailableDependency } from './unavailable-dependency';
import { ValidationFailedException } from '../validation/validation-failed.exception';

/** Body-parser failures arrive as plain errors with a status and a type. */
interface BodyParserError extends Error {
  expose?: boolean;
  status?: number;
  statusCode?: number;
  type?: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
};
/** Other body-parser failures (a corrupt gzip or brotli body, too many form fields) carry library wording: not shown. */
const BODY_PARSER_FALLBACK = 'Malformed request body';

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Shapes every error the same way: { statusCode, error, message, errors? }. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const body = this.toBody(exception, request);
    if (body.statusCode === 503) {
      // An outage of PostgreSQL or Redis, not a bug: one line per request, no stack.
      this.logger.warn(`${request.method} ${loggableUrl(request.originalUrl)}: ${body.message} (${(exception as Error)?.message ?? String(exception)})`);
    } else if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${loggableUrl(request.originalUrl)}`, (exception as Error)?.stack ?? String(exception));
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.statusCode === 503) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorResponseDto {
    const parserError = this.bodyParserError(exception);
    if (parserError) return parserError;
    if (exception instanceof ValidationFailedException) {
      return { statusCode: 400, error: 'Bad Request', message: exception.message, errors: exception.fieldErrors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      let message = exception.message;
      if (typeof payload === 'string') message = payload;
      else if (payload && typeof payload === 'object' && 'message' in payload) {
        const m = (payload as { message: unknown }).message;
        message = Array.isArray(m) ? String(m[0]) : String(m);
      }
      if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) message = `No route for ${request.method} ${request.originalUrl.split('?')[0]}`;
      const errors = payload && typeof payload === 'object' && 'errors' in payload ? (payload as { errors: ErrorResponseDto['errors'] }).errors : undefined;
      return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...(errors ? { errors } : {}) };
    }
    if (isUnavailableDependency(exception)) return { statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE };
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
  }

  /** Malformed JSON, oversized bodies and the like, whether Nest wrapped them or not. */
  private bodyParserError(exception: unknown): ErrorResponseDto | null {
    const candidates = [exception, (exception as { cause?: unknown })?.cause] as BodyParserError[];
    for (const error of candidates) {
      const status = error?.status ?? error?.statusCode;
      // body-parser's own failures carry a `type`; a decompressor's error it passes on is only marked by http-errors (`expose`).
      const fromBodyParser = !!error?.type || (typeof error === 'object' && error !== null && 'expose' in error);
      if (fromBodyParser && status && status >= 400 && status < 500) {
        return {
          statusCode: status,
          error: STATUS_CODES[status] ?? 'Bad Request',
          message: (error.type && BODY_PARSER_MESSAGES[error.type]) || BODY_PARSER_FALLBACK,
        };
      }
    }
    if (exception instanceof HttpException && exception.getStatus() === 400 && (exception as { cause?: unknown }).cause instanceof SyntaxError) {
      return { statusCode: 400, error: 'Bad Request', message: BODY_PARSER_MESSAGES['entity.parse.failed']! };
    }
    return null;
  }
}
