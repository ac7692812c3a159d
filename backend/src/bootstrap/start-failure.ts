import { inspect } from 'node:util';

/**
 * The real cause of a failed start, whatever was thrown: an Error's message with its causes, or the value itself
 * (a library that rejects with nothing must not turn into "Cannot read properties of undefined").
 */
export function describeStartFailure(error: unknown): string {
  if (error instanceof Error) {
    const lines = [error.message || error.name];
    let cause: unknown = error.cause;
    while (cause !== undefined) {
      lines.push(`  caused by: ${cause instanceof Error ? cause.message : inspect(cause)}`);
      cause = cause instanceof Error ? cause.cause : undefined;
    }
    // AggregateError (e.g. a connection refused on both IPv4 and IPv6) keeps the useful part in its errors.
    if (error instanceof AggregateError) for (const inner of error.errors) lines.push(`  ${inner instanceof Error ? inner.message : inspect(inner)}`);
    return lines.join('\n');
  }
  if (error === undefined || error === null) return `the start failed without saying why (${String(error)} was thrown)`;
  return typeof error === 'string' ? error : inspect(error);
}
