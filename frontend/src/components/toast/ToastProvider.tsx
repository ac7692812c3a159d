import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './toast-context';

const ToastView = lazy(() => import('./ToastView').then((m) => ({ default: m.ToastView })));

/** One toast at a time: a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // F8 moves focus to the notification area, as the spec's notification hotkey does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div id="toast-region" tabIndex={-1} aria-label="Notifications" role="region">
        {toast && (
          <Suspense fallback={null}>
            <ToastView toast={toast} open={open} onClose={close} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}
