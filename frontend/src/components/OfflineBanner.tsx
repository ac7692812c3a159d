import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { outboxStore } from '../lib/offline-outbox';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Says when the portal is offline (showing what it kept) and what waits on the device to be sent. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const waiting = useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot, outboxStore.getSnapshot);
  if (online && waiting.length === 0) return null;
  const count = waiting.length === 1 ? '1 entry' : `${waiting.length} entries`;
  return (
    <Box sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.snackbar - 1, p: 1, pointerEvents: 'none' }}>
      <Alert severity={online ? 'info' : 'warning'} role="status" sx={{ maxWidth: 560, mx: 'auto', pointerEvents: 'auto' }}>
        {online
          ? `Sending ${count} saved offline...`
          : waiting.length
            ? `You are offline. ${count} saved on this device (${waiting.map((entry) => entry.label).join(', ')}) will be sent when you are back online.`
            : 'You are offline: showing what was last loaded.'}
      </Alert>
    </Box>
  );
}
