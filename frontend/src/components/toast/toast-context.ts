import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  title: string;
  description?: string;
  severity?: ToastSeverity;
}

export const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** Shows a toast; a new toast replaces the one on screen (at most one at a time). */
export const useToast = () => useContext(ToastContext);
