/**
 * Each feature tags its own endpoints beside its code (`features/<name>/api.ts`). They are all registered here,
 * before the first request, because one feature's query is also read by others (the goals page reads the clients
 * list and a client's record; the client profile reads goals): a query fetched before its owner's tags were
 * added would carry no ids, and the owner's id-precise invalidations would miss it.
 */
import '../features/clients/api';
import '../features/client-profile/api';
import '../features/goals/api';
import '../features/invitations/api';
import '../features/client-account/api';
import '../features/workouts/api';
import '../features/nutrition/api';
import '../features/messages/api';
import '../features/communities/api';
import '../features/meetings/api';
import '../features/forms/api';
import '../features/staff-management/api';
import '../features/staff-area/api';
// The client portal's own features register with its layout (client-portal-api-tags.ts, loaded with the portal's layout).
// features/packages/api registers with the Packages page's chunk (the business shell is at its script budget): the one
// other reader of its list, the client profile's Assign Package dialog, refetches it each time it opens.
// The admin area's tags load with its screens: no other feature reads its queries, and the shells stay lighter.
// features/coupons/api registers with the Coupons page's chunk: that page is the only reader of its lists.
// features/automations/api registers with the Automations page's chunk, likewise.
