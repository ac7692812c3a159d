import { assertSafeInput, HOSTILE_INPUT_MESSAGES, MAX_INPUT_DEPTH } from './hostile-input';
import { ValidationFailedException } from './validation-failed.exception';

const failure = (value: unknown, root?: string[]) => {
  try {
    assertSafeInput(value, root);
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fieldErrors;
    throw error;
  }
  return null;
};

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

describe(assertSafeInput.name, () => {
  it('accepts ordinary text, emoji, numbers and arrays', () => {
    expect(failure({ name: 'Zoë 💪', tags: ['a', 'b'], weight: 82.5, notes: null, nested: { ok: true } })).toBeNull();
  });

  it('refuses a NUL byte and names the field', () => {
    expect(failure({ profile: { email: 'a\u0000@b.co' } })).toEqual([{ field: 'profile.email', message: HOSTILE_INPUT_MESSAGES.invalidText }]);
  });

  it('refuses lone surrogates, high or low, in values and keys', () => {
    expect(failure({ firstName: 'x\ud800' })?.[0]?.field).toBe('firstName');
    expect(failure(['\udc00'])?.[0]?.field).toBe('0');
    expect(failure({ ['k\ud800']: 1 })?.[0]?.message).toBe(HOSTILE_INPUT_MESSAGES.invalidText);
  });

  it('refuses the keys that reach a prototype, at any depth, as JSON.parse delivers them', () => {
    expect(failure(JSON.parse('{"__proto__":{"admin":true},"name":"x"}'))).toEqual([{ field: '__proto__', message: 'property __proto__ should not exist' }]);
    expect(failure({ profile: { constructor: { prototype: { admin: true } } } })?.[0]?.field).toBe('profile.constructor');
    expect(failure([{ prototype: 1 }])?.[0]?.field).toBe('0.prototype');
  });

  it('prefixes the field with the query key it came from', () => {
    expect(failure('bad\u0000', ['search'])).toEqual([{ field: 'search', message: HOSTILE_INPUT_MESSAGES.invalidText }]);
  });

  it('accepts nesting up to the limit and refuses deeper, without overflowing the stack', () => {
    expect(failure(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(failure(nested(MAX_INPUT_DEPTH + 1))?.[0]?.message).toBe(HOSTILE_INPUT_MESSAGES.tooDeep);
    expect(failure(nested(200_000))?.[0]?.message).toBe(HOSTILE_INPUT_MESSAGES.tooDeep);
  });
});
