import { CalendarFeedPanel } from '../../../components/CalendarFeedPanel';
import { useCalendarFeedRevokeMutation, useCalendarFeedRotateMutation, useCalendarFeedStatusQuery } from '../calendar-feed-api';

/** The coach's subscription link: every meeting of the business in their own calendar app. */
export function CoachCalendarFeed() {
  const status = useCalendarFeedStatusQuery();
  const [rotate, rotating] = useCalendarFeedRotateMutation();
  const [revoke, revoking] = useCalendarFeedRevokeMutation();
  return (
    <CalendarFeedPanel status={status.data} rotate={() => rotate().unwrap()} revoke={() => revoke().unwrap()} busy={rotating.isLoading || revoking.isLoading} />
  );
}
