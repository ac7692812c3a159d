import { BadRequestException } from '@nestjs/common';
import type { FieldErrorDto } from '../http/error-response.dto';

/** A 400 that carries the field problems; the first one is the message a person reads. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrorDto[]) {
    super(fieldErrors[0]?.message ?? 'Invalid request');
  }
}
