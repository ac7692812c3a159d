import type { ValidationError } from '@nestjs/common';
import { flattenValidationErrors } from './validation.pipe';

const error = (
  property: string,
  constraints: Record<string, string>,
  contexts?: Record<string, { order: number }>,
  children: ValidationError[] = [],
): ValidationError => ({
  property,
  constraints,
  contexts,
  children,
});

describe(flattenValidationErrors.name, () => {
  it('orders messages by the rule order, not by property order', () => {
    const sut = flattenValidationErrors([
      error('password', { minLength: 'too short' }, { minLength: { order: 3 } }),
      error('confirmPassword', { matchesProperty: 'no match' }, { matchesProperty: { order: 2 } }),
    ]);
    expect(sut).toEqual([
      { field: 'confirmPassword', message: 'no match' },
      { field: 'password', message: 'too short' },
    ]);
  });

  it('keeps one message per field: the first rule written', () => {
    // class-validator lists constraints last-decorator-first.
    const sut = flattenValidationErrors([error('email', { maxLength: 'too long', isEmail: 'invalid' })]);
    expect(sut).toEqual([{ field: 'email', message: 'invalid' }]);
  });

  it('names nested fields with a dotted path', () => {
    const sut = flattenValidationErrors([error('emergencyContact', {}, undefined, [error('phone', { isString: 'Phone must be text' })])]);
    expect(sut).toEqual([{ field: 'emergencyContact.phone', message: 'Phone must be text' }]);
  });
});
