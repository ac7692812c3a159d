import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PUSH_MESSAGES, PUSH_NOTIFICATION_KINDS, PUSH_NOTIFICATION_LABELS } from '@coachcore/domain';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { portalRegistration } from '../../../lib/portal-service-worker';
import {
  useClientPortalPushPreferencesQuery,
  useClientPortalPushSubscribeMutation,
  useClientPortalPushUnsubscribeMutation,
  useClientPortalPushUpdatePreferencesMutation,
  useLazyClientPortalPushPublicKeyQuery,
} from '../api';

/** The VAPID key as pushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Push notifications: allowed on this device or not, and which ones the client wants. */
export function NotificationsSection() {
  const toast = useToast();
  const { data: preferences } = useClientPortalPushPreferencesQuery();
  const [update] = useClientPortalPushUpdatePreferencesMutation();
  const [fetchKey] = useLazyClientPortalPushPublicKeyQuery();
  const [subscribe] = useClientPortalPushSubscribeMutation();
  const [unsubscribe] = useClientPortalPushUnsubscribeMutation();
  const [device, setDevice] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    void portalRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setDevice(subscription ?? null))
      .catch(() => undefined);
  }, []);

  const allow = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        toast({ title: 'Notifications', description: PUSH_MESSAGES.denied, severity: 'warning' });
        return;
      }
      const registration = await portalRegistration();
      if (!registration) throw new Error(PUSH_MESSAGES.unsupported);
      const { publicKey } = await fetchKey().unwrap();
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await subscribe({ createPushSubscriptionDto: { endpoint: json.endpoint, keys: json.keys } }).unwrap();
      setDevice(subscription);
      toast({ title: 'Notifications', description: PUSH_MESSAGES.enabled, severity: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Could not turn notifications on'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    if (!device) return;
    setBusy(true);
    try {
      await unsubscribe({ deletePushSubscriptionDto: { endpoint: device.endpoint } })
        .unwrap()
        .catch(() => undefined);
      await device.unsubscribe();
      setDevice(null);
      toast({ title: 'Notifications', description: PUSH_MESSAGES.disabled, severity: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="notifications-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="notifications-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {!supported()
          ? PUSH_MESSAGES.unsupported
          : device
            ? 'This device receives the notifications you keep on below.'
            : `Nothing is sent until you allow notifications on a device${preferences?.devices ? ` (on ${preferences.devices} of your devices now)` : ''}.`}
      </Typography>
      {supported() && (
        <Button variant={device ? 'outlined' : 'contained'} disabled={busy} onClick={() => void (device ? stop() : allow())} sx={{ mb: 2, minHeight: 44 }}>
          {device ? 'Turn off on this device' : 'Allow notifications on this device'}
        </Button>
      )}
      <Stack>
        {PUSH_NOTIFICATION_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            sx={{ minHeight: 44 }}
            control={
              <Switch
                checked={preferences?.[kind] ?? true}
                disabled={!preferences}
                onChange={(event) =>
                  void update({ updateNotificationPreferencesDto: { [kind]: event.target.checked } })
                    .unwrap()
                    .then(() => toast({ title: 'Success', description: PUSH_MESSAGES.preferencesSaved }))
                    .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Could not save'), severity: 'error' }))
                }
              />
            }
            label={PUSH_NOTIFICATION_LABELS[kind]}
          />
        ))}
      </Stack>
    </Paper>
  );
}
