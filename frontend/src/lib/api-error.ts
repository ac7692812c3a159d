/** The text a person reads from an RTK Query error: the server's `message`, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length) return message.join(', ');
    }
  }
  return fallback;
}

/** Field errors of the shared error shape: `errors: [{ field, message }]`. */
export function fieldErrors(error: unknown): Array<{ field: string; message: string }> {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { errors?: unknown } }).data;
    if (data && Array.isArray(data.errors)) {
      return data.errors.filter(
        (item): item is { field: string; message: string } => !!item && typeof item.field === 'string' && typeof item.message === 'string',
      );
    }
  }
  return [];
}

export function isUnauthorized(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 401;
}
