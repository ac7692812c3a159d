import { useCallback } from 'react';
import { useToast, type Toast } from '../components/toast/toast-context';
import { errorMessage } from '../lib/api-error';

interface MutationToasts<Result> {
  /** The toast after success; a function when it names what was saved (or answers none). Left out: no toast. */
  success?: Toast | ((result: Result) => Toast | undefined);
  /**
   * The error toast: its title ('Error' unless given) and the text shown when the server sends no message.
   * `inlineOnly`: the screen shows the message itself and no toast appears.
   */
  failure: { title?: string; fallback: string; inlineOnly?: boolean };
}

/**
 * The one way a screen reports a write: awaits the mutation, shows the success toast or the error toast with the
 * server's message, and answers what happened.
 */
export type MutationOutcome<Result> = { ok: true; data: Result } | { ok: false; error: unknown; message: string };

export function useMutationToasts() {
  const toast = useToast();
  return useCallback(
    async <Result>(request: Promise<Result>, toasts: MutationToasts<Result>): Promise<MutationOutcome<Result>> => {
      try {
        const result = await request;
        const success = typeof toasts.success === 'function' ? toasts.success(result) : toasts.success;
        if (success) toast(success);
        return { ok: true, data: result };
      } catch (error) {
        const message = errorMessage(error, toasts.failure.fallback);
        if (!toasts.failure.inlineOnly) toast({ title: toasts.failure.title ?? 'Error', description: message, severity: 'error' });
        return { ok: false, error, message };
      }
    },
    [toast],
  );
}
