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
import '../features/client-portal/api';
import '../features/client-goals/api';
import '../features/client-progress/api';
import '../features/client-measurements/api';
import '../features/client-account/api';
import '../features/workouts/api';
import '../features/client-workouts/api';
import '../features/nutrition/api';
import '../features/nutrition-tracker/api';
import '../features/messages/api';
import '../features/communities/api';
import '../features/meetings/api';
import '../features/staff-management/api';
import '../features/staff-area/api';
