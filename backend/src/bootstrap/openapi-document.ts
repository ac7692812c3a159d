import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/http/error-response.dto';
import { operationIdOf } from '../common/openapi/operation-id';
import { collectRouteFacts } from '../common/openapi/route-facts';
import { applyRouteConventions, BEARER_SCHEME, COOKIE_SCHEME } from '../common/openapi/route-conventions';
import { addWebhooks, WEBHOOK_SUBSCRIPTIONS_TAG } from '../modules/webhooks/webhook-openapi';

const DESCRIPTION = [
  'The API behind CoachCore, the platform on which fitness and nutrition coaches run their business. Today it covers ' +
    'accounts and sessions, the signed-in user’s profile, the platform admin’s profile, a business’s clients (with CSV import ' +
    'and export, health profiles, measurements and wellness check-ins), invitations that link a client to their own sign-in, ' +
    'client goals, progress photos, the coach dashboard and service health.',
  'Sign in with `POST /api/auth/login` (or register) and send the answered token as `Authorization: Bearer <token>`. ' +
    'The token is opaque: keep it as it is, do not decode it. Browsers use the httpOnly `coach_session` cookie set by the same ' +
    'answers instead; writes authenticated by that cookie must echo the `csrf_token` cookie in the `X-CSRF-Token` header.',
  'Lists that page answer a plain JSON array and report the paging in the `X-Total-Count`, `X-Page` and `X-Limit` headers.',
  'Every error answers `{ statusCode, error, message, errors? }` (ErrorResponseDto); `message` is meant to be shown to a person.',
].join('\n\n');

/** Every tag a controller uses, with what a partner finds under it. */
const TAGS: Record<string, string> = {
  auth: 'Registration, sign-in and sign-out, and the signed-in user.',
  user: 'The signed-in user’s own profile and onboarding.',
  admin:
    'The platform administrator’s area: their own profile, the overview’s figures, every business (suspend and reactivate), every business’s clients (delete), every account (disable, enable, sign out) and the audit trail of these actions.',
  clients:
    'A business’s clients: list, add, edit, deactivate, delete, CSV import and export, and each client’s health profile, measurements and wellness check-ins.',
  goals: 'Goals set for a business’s clients and the progress recorded against them.',
  invitations:
    'The invitation a business e-mails to a client: what it invites to (no sign-in needed, the code is the key) and accepting it with a client account.',
  'client-portal':
    'The client portal of a signed-in client account: whether it is linked to a client record yet, its communities, its own workout plan, logged sessions and habits, its meal plan, food log, shopping lists and recipe packs.',
  'progress-photos':
    'Progress photos of a business’s clients, with the day’s weight and body fat; images are served only to signed-in users allowed to see them.',
  messages:
    'Conversations between a business and its clients: lists paged by cursor, sending text and attachments, editing and deleting one’s own message within 15 minutes, unread counts. Changes also arrive over Socket.IO at `/api/socket.io` (events `message:new`, `message:updated`, `message:deleted`, `messages:read`; a page sends `conversation:typing` with `withUser` while its person types, and the other side receives `conversation:typing`).',
  communities:
    'A business’s communities: create, edit and delete, members within the member limit, posts with replies and reactions. Private communities are seen only by their members; new posts also arrive over Socket.IO (`community:post`).',
  exercises: 'The exercise library: the exercises that ship with CoachCore (read-only) and a business’s own, with search, filters, category counts and images.',
  workouts:
    'Workouts a business builds (ordered exercises with sets, reps, rest, tempo and supersets), assigning them to clients, and each client’s plan, history and progress.',
  habits: 'Habits a business defines and assigns to its clients, with each client’s streaks.',
  foods: 'The food database: the foods that ship with CoachCore, products looked up by barcode in Open Food Facts, and foods a business entered by hand.',
  meals: 'A business’s meals and recipes: ingredients from the food database, calories and macros per serving computed from them, categories.',
  'meal-plans': 'Meal plans built from a business’s meals by day and meal type, templates, duplicates, and their assignments to clients.',
  'recipe-packs': 'Themed recipe packs built from a business’s meals, assigned to clients, who record their progress.',
  'shopping-lists': 'Weekly shopping lists generated from a client’s meal plan, which the client ticks off.',
  nutrition: 'A business’s nutrition figures, the Nutrition panel, and each client’s macro goals, food log and adherence.',
  dashboard: 'The coach dashboard: stat cards, recent client activity, recent messages, and the Workout Builder and Nutrition panels.',
  health: 'Whether the API and the services it depends on (PostgreSQL, Redis) answer.',
  meetings: 'A business’s meetings, appointments and group sessions: the Meetings page and the calendar, and a group session’s seats and waitlist.',
  'calendar-feeds':
    'Calendar subscriptions (ICS): a secret, revocable .ics address of the coach’s meetings (and, under client-portal, of a client’s own) that any calendar app reads without a session.',
  'review-settings':
    'Review & Feedback Settings: the business details its review requests show, its public review pages and how session feedback is collected from clients.',
  'calendar-integrations':
    'A business’s connected calendar and video platform accounts (calendar_integrations, video_platform_integrations), without their secrets.',
  availability: 'A business’s weekly working hours (calendar_availability) and its self-booking notice period, in which its clients book appointments.',
  staff: 'A business’s staff: invitations, the directory with its cards, permissions and removal, and a staff member’s own access.',
  'staff-invitations':
    'The invitation a business e-mails to a staff member: what it invites to (the code is the key) and accepting it by sign-up or with a signed-in staff account.',
  'platform-staff-invitations':
    'The invitation a platform admin e-mails to someone joining the platform team: what it invites to (the code is the key) and accepting it by creating the admin account.',
  'admin-coupons': 'The admin area’s coupon manager: the platform coupons (the same store as platform-coupons), for platform admins.',
  'platform-coupons':
    'Platform coupons: the Platform Coupons tab (read by coaches, written by platform admins), testing one against an order, and the platform subscription’s coupon check.',
  'client-coupons': 'A business’s coupons for its clients: the Client Coupons tab, the create-coupon modal and testing a code against an order.',
  'platform-subscription':
    'The coach’s platform subscription: one plan at 50 GBP a month, its status and renewal date, subscribing with a card, cancelling at period end and taking that back; which payments provider runs.',
  webhooks:
    'Where the payments provider (Stripe, or the simulated provider) reports what happened: signed events, each applied once, in the provider’s order; and where the lead-management service (LeadDec) posts contacts, at /webhooks/leaddec/{event} on the product’s own origin, signed with the business’s secret.',
  onboarding:
    'Client Onboarding Setup: a business’s onboarding configurations (steps and fields; one active), the shipped templates, and each client’s answers.',
  integrations:
    'The Integrations screen’s lead-management card: settings, the webhook secret and addresses, Test Connection and the recent webhook deliveries.',
  'simulated-payments':
    'The offline simulated provider’s side of the card form (what Stripe.js does at Stripe): confirming a payment with Stripe’s test cards and the 3D Secure step.',
  forms:
    'Forms & Waivers: a business’s forms and the templates they start from, who is asked to sign them, the submissions with their drawn signatures, reviews, PDFs and the check of each submission’s SHA-256.',
  automations:
    'Client Automations: a business’s workflows (a trigger, the domain event of the same name, and actions with delays), the three templates, the stats and each workflow’s run log.',
  'stripe-connect':
    'Payment Setup: the coach’s payments account (a Stripe connected account, or the simulated provider’s), created once, onboarded through a link, and its status: connected, setupComplete, requiresAction.',
  'client-payments':
    'A business’s client payments (packages bought in the portal on its payments account, with the platform’s 5 % fee and client coupons) and their full or partial refunds.',
  packages:
    'A business’s coaching packages (name, price, duration, features, max clients, Active/Inactive) and their assignment to clients; a package with subscriptions is deactivated, never deleted.',
  support:
    'A business’s support requests (Help Center → Contact Support): opening one, its conversation with the platform’s support team, and replies. The team answers in the admin area (admin tag).',
  'setup-wizard': 'The business owner’s setup wizard: which of its 17 tasks the business’s own data shows done.',
  help: 'The Help Center’s articles written for CoachCore: the ten categories, browsing and full-text search, popular articles and reading one.',
  'feature-flags': 'The platform’s feature flags as the web app reads them on start; admins set them in the admin area (admin tag).',
  [WEBHOOK_SUBSCRIPTIONS_TAG]:
    'Outbound webhooks for integration partners: a business subscribes an endpoint to some of its events (listed under `webhooks`, each with its body), each delivered as a JSON POST signed with the subscription’s secret (X-CoachCore-Signature: t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">), retried with backoff and logged; deliveries can be replayed and the secret rotated.',
  analytics:
    'Business Analytics: clients, revenue (by month and by package), sessions, training and nutrition adherence, messages and automation runs over a range of days, by calendar month of the business’s time zone, each also as a CSV download.',
};

/**
 * The OpenAPI document, built from the controllers and DTOs (the swagger CLI plugin fills in schemas, and
 * summaries and descriptions from JSDoc), then completed from route metadata by applyRouteConventions.
 */
export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('CoachCore API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0')
    // Paths carry the /api prefix: the server is the origin the document was fetched from.
    .addServer('/', 'The origin serving this document')
    // addBearerAuth would declare a JWT: the token is an opaque random string.
    .addSecurity(BEARER_SCHEME, { type: 'http', scheme: 'bearer', description: 'The opaque session token answered by login or register' })
    .addCookieAuth(
      'coach_session',
      { type: 'apiKey', in: 'cookie', description: 'The httpOnly session cookie set by login or register (browsers)' },
      COOKIE_SCHEME,
    )
    .addSecurityRequirements(BEARER_SCHEME)
    .addSecurityRequirements(COOKIE_SCHEME);
  for (const [name, description] of Object.entries(TAGS)) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: operationIdOf,
    extraModels: [ErrorResponseDto],
  });
  return addWebhooks(applyRouteConventions(document, collectRouteFacts(app)));
}
