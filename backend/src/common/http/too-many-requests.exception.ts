import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that tells the caller when to come back; the exception filter sends it as the `Retry-After` header. */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
