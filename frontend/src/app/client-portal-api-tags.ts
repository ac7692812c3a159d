/**
 * The client portal's features tag their endpoints beside their code, like every feature (see feature-api-tags.ts),
 * but are registered with the portal's layout (the router loads both together) rather than by the app's root: their queries are the signed-in client's
 * own (`/api/client/...`), read only inside the portal, so the business and staff shells never load them.
 */
import '../features/client-portal/api';
import '../features/client-goals/api';
import '../features/client-progress/api';
import '../features/client-measurements/api';
import '../features/client-workouts/api';
import '../features/nutrition-tracker/api';
import '../features/client-forms/api';
import '../features/client-appointments/api';
import '../features/client-packages/api';
import '../features/client-onboarding/api';
import '../features/client-account/api';
