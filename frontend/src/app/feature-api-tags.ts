/**
 * Each feature tags its own endpoints beside its code (`features/<name>/api.ts`), enhancing the generated module of
 * its OpenAPI tag after that module has injected its endpoints; the feature's pages import it, so a screen's tags load
 * with the screen. The features registered here are those whose queries other features read: a query fetched before
 * its owner's tags were added would carry no ids, and the owner's id-precise invalidations would miss it. So they are
 * registered before the first request:
 * - clients: the clients list and a client's record, read by goals, workouts, nutrition, the staff area, the client
 *   profile and the shared pickers (components/clients, components/invitation);
 * - goals: a client's goals, read by the client profile;
 * - workouts: the workouts list (the staff area, automations) and the exercise categories (the dashboard);
 * - meetings: the meetings list, read by the staff area.
 * A feature whose queries only its own screens read registers with them instead (its endpoints then stay out of the
 * shell): client-profile, invitations, nutrition, messages, communities, forms, staff-management, staff-area, and
 * packages (whose list the client profile's Assign Package dialog refetches each time it opens), coupons, automations,
 * platform-subscription and the admin area. The client portal's own features register with its layout
 * (client-portal-api-tags.ts, loaded with the portal's layout).
 */
import '../features/clients/api';
import '../features/goals/api';
import '../features/workouts/api';
import '../features/meetings/api';
