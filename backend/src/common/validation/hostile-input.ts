import { ValidationFailedException } from './validation-failed.exception';

/** Deeper than any form of the product; deeper bodies are refused before anything walks them recursively. */
export const MAX_INPUT_DEPTH = 16;

export const HOSTILE_INPUT_MESSAGES = {
  invalidText: 'Text contains characters that are not allowed',
  tooDeep: 'Request is nested too deeply',
} as const;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (matched per UTF-16 unit). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL byte breaks PostgreSQL text; a lone surrogate cannot be encoded as UTF-8. */
const isSafeText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const fieldName = (path: string[]): string => path.join('.') || 'body';

/** Keys that reach an object's prototype when copied naively (class-transformer keeps them, the whitelist misses them). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses input no field of the product can hold, whatever DTO (if any) the route uses: text with a NUL byte or a
 * lone surrogate (in values and in keys), the keys `__proto__`, `constructor` and `prototype`, and objects nested
 * deeper than MAX_INPUT_DEPTH. Iterative, so hostile
 * nesting cannot overflow the stack here.
 */
export function assertSafeInput(value: unknown, root: string[] = []): void {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) throw new ValidationFailedException([{ field: fieldName(path), message: HOSTILE_INPUT_MESSAGES.invalidText }]);
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (path.length - root.length >= MAX_INPUT_DEPTH)
      throw new ValidationFailedException([{ field: fieldName(path), message: HOSTILE_INPUT_MESSAGES.tooDeep }]);
    for (const [key, child] of Object.entries(current)) {
      if (!isSafeText(key)) throw new ValidationFailedException([{ field: fieldName(path), message: HOSTILE_INPUT_MESSAGES.invalidText }]);
      if (PROTOTYPE_KEYS.has(key)) {
        throw new ValidationFailedException([{ field: fieldName([...path, key]), message: `property ${key} should not exist` }]);
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
}
