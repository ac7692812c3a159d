import { registerDecorator, ValidateIf, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** Rules with the spec's messages. `order` ranks the message when several fail (see flattenValidationErrors). */
type RuleOptions = { message: string; order?: number } & Omit<ValidationOptions, 'message' | 'context'>;

const options = ({ message, order, ...rest }: RuleOptions): ValidationOptions => ({ ...rest, message, context: { order: order ?? 100 } });

/** A string with something other than whitespace in it. */
export function NotBlank(rule: RuleOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notBlank',
      target: target.constructor,
      propertyName: propertyName as string,
      options: options(rule),
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    });
}

/** Equal to another property of the same object (password confirmation). */
export function MatchesProperty(other: string, rule: RuleOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      options: options(rule),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[other],
      },
    });
}

/** Passes the rule's message and order to a class-validator decorator factory. */
export const rule = options;

/** Combines property decorators as if written stacked above the property (the last one runs first). */
export const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    [...decorators].reverse().forEach((decorate) => decorate(target, key));

/** Like IsOptional, but only a missing field is skipped: `null` is validated (and refused) for fields that cannot be emptied. */
export const OptionalNotNull = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** Decimal places of a finite number, also for ones JavaScript prints in exponent notation (1e-7 has 7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * A finite number with at most `places` decimal places. class-validator's IsNumber({ maxDecimalPlaces }) throws on
 * numbers printed in exponent notation (`1e-7`), turning a bad value into a 500.
 */
export function IsNumberWithPlaces(places: number, rule: RuleOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNumber',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [places],
      options: options(rule),
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && decimalPlaces(value) <= places },
    });
}

/** The message of an `idempotencyKey` that is not a UUID (the offline queue's replays, client portal logs). */
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency key must be a UUID';
