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
