import { CLIENT_MESSAGES } from '@coachcore/domain';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, IsTimeZone, Max, MaxLength, Min } from 'class-validator';
import { IsNumberWithPlaces, NotBlank, rule, stacked } from './rules';
import { emptyToNull, numericString, trim } from './transforms';

/*
 * The field rules DTOs share. Each decorator validates, transforms and documents one kind of field: the schema
 * states the limits the rules enforce (the swagger plugin cannot see rules inside a decorator). Messages come from
 * the caller (the spec's, from libs/domain); `order` ranks a message when several fields fail (see rules.ts).
 */

/**
 * A text that must be there, such as a name, a title or a message: trimmed; blank answers `required`; longer than
 * `max` answers `tooLong`, by default "<label> must be at most <max> characters".
 */
export const RequiredText = ({
  max,
  required,
  order = 1,
  tooLongOrder = 10,
  ...named
}: { max: number; required: string; order?: number; tooLongOrder?: number } & ({ label: string } | { tooLong: string })): PropertyDecorator =>
  stacked(
    ApiProperty({ maxLength: max }),
    Transform(trim),
    NotBlank({ message: required, order }),
    MaxLength(max, rule({ message: 'tooLong' in named ? named.tooLong : `${named.label} must be at most ${max} characters`, order: tooLongOrder })),
  );

/**
 * An optional text that '' or null clears (stored as null), at most `max` characters. With a label its messages
 * name the field ("Notes must be text", "Notes must be at most 2000 characters"); without one they are
 * class-validator's.
 */
export const OptionalText = (max: number, label?: string, order = 10): PropertyDecorator =>
  stacked(
    ApiProperty({ maxLength: max }),
    IsOptional(),
    Transform(emptyToNull),
    label ? IsString(rule({ message: `${label} must be text`, order })) : IsString(),
    label ? MaxLength(max, rule({ message: `${label} must be at most ${max} characters`, order })) : MaxLength(max),
  );

/** An e-mail address, trimmed; anything else (or more than 254 characters) answers `invalid`. Required unless marked optional. */
export const Email = (invalid: string, order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ format: 'email', maxLength: 254 }),
    Transform(trim),
    IsEmail({}, rule({ message: invalid, order })),
    MaxLength(254, rule({ message: invalid, order })),
  );

/** An optional phone number as typed (no format is imposed); '' or null clears it. */
export const Phone = (order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ maxLength: 40 }),
    IsOptional(),
    Transform(emptyToNull),
    IsString(rule({ message: 'Phone must be text', order })),
    MaxLength(40, rule({ message: 'Phone must be at most 40 characters', order: 10 })),
  );

/** An IANA time zone (Europe/London); anything else answers one message. Optional: the caller says whether null clears it. */
export const TimeZone = (order: number): PropertyDecorator => {
  const message = 'Time zone must be an IANA time zone such as Europe/London';
  return stacked(
    ApiProperty({ maxLength: 64, example: 'Europe/London', required: false }),
    IsTimeZone(rule({ message, order })),
    MaxLength(64, rule({ message, order })),
  );
};

/**
 * An optional amount from 0 to `max` with at most two decimal places (a weight, a target, hours, a price), sent as a
 * number or as the typed text ("82.5"); '' or null clears it. Every way of breaking it answers `message`. `api` adds
 * to its OpenAPI description (nullable, multipleOf).
 */
export const Amount = (max: number, message: string, order?: number, api: ApiPropertyOptions = {}): PropertyDecorator =>
  stacked(
    ApiProperty({ minimum: 0, maximum: max, ...api }),
    IsOptional(),
    Transform(numericString),
    IsNumberWithPlaces(2, { message, order }),
    Min(0, rule({ message, order })),
    Max(max, rule({ message, order })),
  );

/** A body measurement from 0 to `max` (lbs, %, inches) with at most two decimals, as the Measurements form sends it: the typed text ("182.4") or a number. */
export const MeasurementValue = (max: number): PropertyDecorator =>
  stacked(
    ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }], nullable: true, required: false }),
    IsOptional(),
    Transform(numericString),
    IsNumberWithPlaces(2, { message: CLIENT_MESSAGES.measurementNumeric }),
    Min(0, rule({ message: 'Measurements cannot be negative' })),
    Max(max, rule({ message: `Measurements must be at most ${max}` })),
  );
