import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../../lib/api-error';

/** Puts the server's per-field messages (`errors: [{ field, message }]`) beside the form's own fields. */
export function showServerFieldErrors<Values extends FieldValues>(error: unknown, values: Values, setError: UseFormSetError<Values>): void {
  for (const problem of fieldErrors(error)) {
    if (problem.field in values) setError(problem.field as FieldPath<Values>, { message: problem.message });
  }
}
