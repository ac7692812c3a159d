import { CalendarFeedPanel } from '../../../components/CalendarFeedPanel';
import {
  useClientPortalCalendarFeedRevokeMutation,
  useClientPortalCalendarFeedRotateMutation,
  useClientPortalCalendarFeedStatusQuery,
} from '../calendar-feed-api';

/** The client's subscription link: their own sessions in their own calendar app. */
export function ClientCalendarFeed() {
  const status = useClientPortalCalendarFeedStatusQuery();
  const [rotate, rotating] = useClientPortalCalendarFeedRotateMutation();
  const [revoke, revoking] = useClientPortalCalendarFeedRevokeMutation();
  return (
    <CalendarFeedPanel status={status.data} rotate={() => rotate().unwrap()} revoke={() => revoke().unwrap()} busy={rotating.isLoading || revoking.isLoading} />
  );
}
