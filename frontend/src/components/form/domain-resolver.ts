import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationErrors } from '@coachcore/domain';

/**
 * The one resolver adapter: runs a libs/domain validator (field → the spec's message) and hands its messages to
 * react-hook-form. A `form` message becomes the pseudo-field `form`, read with `formMessage()`.
 */
export function domainResolver<Values extends FieldValues>(validate: (values: Values) => ValidationErrors<string>): Resolver<Values> {
  return (values) => {
    const problems = Object.entries(validate(values)).filter((entry): entry is [string, string] => !!entry[1]);
    if (!problems.length) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(problems.map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<Values> };
  };
}

/** The message shown above the form (the validator's `form` entry), if any. */
export const formMessage = (errors: FieldErrors): string | undefined => {
  const message = (errors as Record<string, { message?: unknown } | undefined>).form?.message;
  return typeof message === 'string' ? message : undefined;
};
