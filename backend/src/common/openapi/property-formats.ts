import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/*
 * The swagger CLI plugin infers `type` from TypeScript, which has no uuid, date or integer: these say what a
 * `string` or `number` property really holds. They merge with what the plugin infers (nullable, description).
 */

/** A record id (UUID). */
export const ApiUuid = (options: ApiPropertyOptions = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'uuid', ...options } as ApiPropertyOptions);

/** An instant as ISO 8601 text, e.g. 2026-11-22T04:21:15.000Z. */
export const ApiDateTime = (options: ApiPropertyOptions = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'date-time', ...options } as ApiPropertyOptions);

/** A calendar day as YYYY-MM-DD. */
export const ApiDate = (options: ApiPropertyOptions = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'date', ...options } as ApiPropertyOptions);

/** A whole number. */
export const ApiInteger = (options: ApiPropertyOptions = {}): PropertyDecorator => ApiProperty({ type: 'integer', ...options } as ApiPropertyOptions);

/** An id another system gave (a payment provider's account, a lead-management contact): its own text, not a UUID. */
export const ApiExternalId = (options: ApiPropertyOptions = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', pattern: '^\\S.{0,199}$', maxLength: 200, ...options } as ApiPropertyOptions);

/** An id a coach chose within a document of theirs (an onboarding step or field): 1 to 64 letters, digits, - or _. */
export const ApiLocalId = (options: ApiPropertyOptions = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64, ...options } as ApiPropertyOptions);
