import { useCallback } from 'react';
import { useToast, type Toast } from '../components/toast/toast-context';
import { errorMessage } from '../lib/api-error';
import { sendThroughOutbox, type OutboxEntry } from '../lib/offline-outbox';

/** The toast of a write kept on the device until the connection returns. */
export const QUEUED_OFFLINE_TOAST: Toast = {
  title: 'Saved offline',
  description: 'You are offline: this is kept on your device and sent when you are back online.',
  severity: 'info',
};

export type OutboxWriteOutcome<T> = { ok: true; queued: false; data: T } | { ok: true; queued: true } | { ok: false; message: string };

/**
 * A portal write that may wait for the connection (src/lib/offline-outbox.ts), with the toasts: success, kept offline,
 * or the server's refusal.
 */
export function useOutboxWrite() {
  const toast = useToast();
  return useCallback(
    async <T>(write: Omit<OutboxEntry, 'key' | 'owner' | 'createdAt'>, toasts: { success: Toast; fallback: string }): Promise<OutboxWriteOutcome<T>> => {
      try {
        const result = await sendThroughOutbox<T>(write);
        if (result.status === 'queued') {
          toast(QUEUED_OFFLINE_TOAST);
          return { ok: true, queued: true };
        }
        toast(toasts.success);
        return { ok: true, queued: false, data: result.data };
      } catch (error) {
        const message = errorMessage(error, toasts.fallback);
        toast({ title: 'Error', description: message, severity: 'error' });
        return { ok: false, message };
      }
    },
    [toast],
  );
}
