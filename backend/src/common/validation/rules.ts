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
