import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES, BUSINESS_ROUTES, CLIENT_ROUTES, LANDING_PATHS, LEGAL_SLUGS, STAFF_ROUTES, type RouteDef } from '@coachcore/domain';
import { HomeRedirect, RequireSignedOut } from '../features/auth/components/guards';
import { PageSpinner } from '../components/PageSpinner';

/** React.lazy for named exports: every layout and page is its own chunk. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const RequireSignIn = lazyNamed(() => import('../features/auth/components/RequireSignIn'), 'RequireSignIn');
const StoreBoundary = lazyNamed(() => import('./StoreBoundary'), 'StoreBoundary');
const PublicLayout = lazyNamed(() => import('../layouts/PublicLayout'), 'PublicLayout');
const AdminLayout = lazyNamed(() => import('../layouts/AdminLayout'), 'AdminLayout');
const BusinessLayout = lazyNamed(() => import('../layouts/BusinessLayout'), 'BusinessLayout');
const StaffLayout = lazyNamed(() => import('../layouts/StaffLayout'), 'StaffLayout');
// The portal's own features register their cache tags with its layout: the business and staff shells never load them.
const ClientLayout = lazyNamed(
  () => Promise.all([import('./client-portal-api-tags'), import('../layouts/ClientLayout')]).then(([, layout]) => layout),
  'ClientLayout',
);

const LandingPage = lazyNamed(() => import('../features/landing/pages/LandingPage'), 'LandingPage');
const LandingVariantPage = lazyNamed(() => import('../features/landing/pages/LandingVariantPage'), 'LandingVariantPage');
const LegalPage = lazyNamed(() => import('../features/legal/pages/LegalPage'), 'LegalPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/pages/SignupPage'), 'SignupPage');
const InvitationPage = lazyNamed(() => import('../features/invitations/pages/InvitationPage'), 'InvitationPage');
const StaffInvitationPage = lazyNamed(() => import('../features/staff-invitation/pages/StaffInvitationPage'), 'StaffInvitationPage');
const PlatformStaffInvitationPage = lazyNamed(() => import('../features/admin/pages/PlatformStaffInvitationPage'), 'PlatformStaffInvitationPage');
const StaffDashboardPage = lazyNamed(() => import('../features/staff-area/pages/StaffDashboardPage'), 'StaffDashboardPage');
const StaffClientsPage = lazyNamed(() => import('../features/staff-area/pages/StaffClientsPage'), 'StaffClientsPage');
const StaffProfilePage = lazyNamed(() => import('../features/staff-area/pages/StaffProfilePage'), 'StaffProfilePage');
const StaffManagementPage = lazyNamed(() => import('../features/staff-management/pages/StaffManagementPage'), 'StaffManagementPage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/pages/NotFoundPage'), 'NotFoundPage');
const AdminPage = lazyNamed(() => import('../features/admin/pages/AdminPage'), 'AdminPage');
const AdminSetupPage = lazyNamed(() => import('../features/admin/pages/AdminSetupPage'), 'AdminSetupPage');
const ClientDashboardPage = lazyNamed(() => import('../features/client-portal/pages/ClientDashboardPage'), 'ClientDashboardPage');
const WorkspacePage = lazyNamed(() => import('../features/workspace/pages/WorkspacePage'), 'WorkspacePage');
const DashboardScreen = lazyNamed(() => import('./screens/DashboardScreen'), 'DashboardScreen');
const ClientsPage = lazyNamed(() => import('../features/clients/pages/ClientsPage'), 'ClientsPage');
const ClientProfilePage = lazyNamed(() => import('../features/client-profile/pages/ClientProfilePage'), 'ClientProfilePage');
const GoalsPage = lazyNamed(() => import('../features/goals/pages/GoalsPage'), 'GoalsPage');
const MeetingsPage = lazyNamed(() => import('../features/meetings/pages/MeetingsPage'), 'MeetingsPage');
// FullCalendar comes with this page's chunk only.
const CalendarPage = lazyNamed(() => import('../features/meetings/pages/CalendarPage'), 'CalendarPage');
const WorkoutsPage = lazyNamed(() => import('../features/workouts/pages/WorkoutsPage'), 'WorkoutsPage');
const ClientGoalsPage = lazyNamed(() => import('../features/client-goals/pages/ClientGoalsPage'), 'ClientGoalsPage');
const ProgressPhotosPage = lazyNamed(() => import('../features/client-progress/pages/ProgressPhotosPage'), 'ProgressPhotosPage');
// @mui/x-charts comes with this page's chunk only.
const ClientMeasurementsPage = lazyNamed(() => import('../features/client-measurements/pages/ClientMeasurementsPage'), 'ClientMeasurementsPage');
const ClientAccountPage = lazyNamed(() => import('../features/client-account/pages/ClientAccountPage'), 'ClientAccountPage');
const ClientWorkoutsPage = lazyNamed(() => import('../features/client-workouts/pages/ClientWorkoutsPage'), 'ClientWorkoutsPage');
const NutritionPage = lazyNamed(() => import('../features/nutrition/pages/NutritionPage'), 'NutritionPage');
const NutritionTrackerPage = lazyNamed(() => import('../features/nutrition-tracker/pages/NutritionTrackerPage'), 'NutritionTrackerPage');
const MessagesPage = lazyNamed(() => import('../features/messages/pages/MessagesPage'), 'MessagesPage');
const ClientMessagesPage = lazyNamed(() => import('../features/messages/pages/ClientMessagesPage'), 'ClientMessagesPage');
const ClientAppointmentsScreen = lazyNamed(() => import('./screens/ClientAppointmentsScreen'), 'ClientAppointmentsScreen');
const ClientMeetingsPage = lazyNamed(() => import('../features/client-appointments/pages/ClientMeetingsPage'), 'ClientMeetingsPage');
const CommunitiesPage = lazyNamed(() => import('../features/communities/pages/CommunitiesPage'), 'CommunitiesPage');
const PlatformSubscriptionPage = lazyNamed(() => import('../features/platform-subscription/pages/PlatformSubscriptionPage'), 'PlatformSubscriptionPage');
const SubscriptionTiersPage = lazyNamed(() => import('../features/platform-subscription/pages/SubscriptionTiersPage'), 'SubscriptionTiersPage');
const PlatformSubscriptionSuccessPage = lazyNamed(
  () => import('../features/platform-subscription/pages/PlatformSubscriptionSuccessPage'),
  'PlatformSubscriptionSuccessPage',
);
const FormsPage = lazyNamed(() => import('../features/forms/pages/FormsPage'), 'FormsPage');
const AutomationsPage = lazyNamed(() => import('../features/automations/pages/AutomationsPage'), 'AutomationsPage');
const ClientOnboardingSetupPage = lazyNamed(() => import('../features/onboarding-setup/pages/ClientOnboardingSetupPage'), 'ClientOnboardingSetupPage');
const IntegrationsPage = lazyNamed(() => import('../features/integrations/pages/IntegrationsPage'), 'IntegrationsPage');
const ClientOnboardingPage = lazyNamed(() => import('../features/client-onboarding/pages/ClientOnboardingPage'), 'ClientOnboardingPage');
const ClientFormsPage = lazyNamed(() => import('../features/client-forms/pages/ClientFormsPage'), 'ClientFormsPage');
const ClientFormPage = lazyNamed(() => import('../features/client-forms/pages/ClientFormPage'), 'ClientFormPage');
const ClientCommunityPage = lazyNamed(() => import('../features/communities/pages/ClientCommunityPage'), 'ClientCommunityPage');
const PackagesScreen = lazyNamed(() => import('./screens/PackagesScreen'), 'PackagesScreen');
const PaymentSetupPage = lazyNamed(() => import('../features/payment-setup/pages/PaymentSetupPage'), 'PaymentSetupPage');
const StripeConnectSuccessPage = lazyNamed(() => import('../features/payment-setup/pages/StripeConnectSuccessPage'), 'StripeConnectSuccessPage');
const SimulatedOnboardingPage = lazyNamed(() => import('../features/payment-setup/pages/SimulatedOnboardingPage'), 'SimulatedOnboardingPage');
const ClientPackagesScreen = lazyNamed(() => import('./screens/ClientPackagesScreen'), 'ClientPackagesScreen');
const CouponsPage = lazyNamed(() => import('../features/coupons/pages/CouponsPage'), 'CouponsPage');
const ReviewSettingsPage = lazyNamed(() => import('../features/review-settings/pages/ReviewSettingsPage'), 'ReviewSettingsPage');
const HelpPage = lazyNamed(() => import('../features/support/pages/HelpPage'), 'HelpPage');
// @mui/x-charts comes with this page's chunk only.
const AnalyticsPage = lazyNamed(() => import('../features/analytics/pages/AnalyticsPage'), 'AnalyticsPage');
const StaffAnalyticsScreen = lazyNamed(() => import('./screens/StaffAnalyticsScreen'), 'StaffAnalyticsScreen');

/**
 * Screens built so far, by route path. A route without an entry shows its workspace page (title and
 * what it holds); later features add their page here.
 */
const SCREENS: Record<string, ComponentType> = {
  '/client': ClientDashboardPage,
  '/dashboard': DashboardScreen,
  '/clients': ClientsPage,
  '/staff': StaffDashboardPage,
  '/staff/clients': StaffClientsPage,
  '/staff/profile': StaffProfilePage,
  '/client-profile/:clientId': ClientProfilePage,
  '/goals': GoalsPage,
  '/staff-management': StaffManagementPage,
  '/meetings': MeetingsPage,
  '/calendar': CalendarPage,
  '/staff/calendar': CalendarPage,
  '/workouts': WorkoutsPage,
  '/staff/workouts': WorkoutsPage,
  '/client/workouts': ClientWorkoutsPage,
  '/client/goals': ClientGoalsPage,
  '/client/progress': ProgressPhotosPage,
  '/client/measurements': ClientMeasurementsPage,
  '/client/profile': ClientAccountPage,
  '/nutrition': NutritionPage,
  '/staff/nutrition': NutritionPage,
  '/client/nutrition': NutritionTrackerPage,
  '/messages': MessagesPage,
  '/staff/messages': MessagesPage,
  '/client/messages': ClientMessagesPage,
  '/community': CommunitiesPage,
  '/client/community': ClientCommunityPage,
  '/coupons': CouponsPage,
  '/platform-subscription': PlatformSubscriptionPage,
  '/subscribe': PlatformSubscriptionPage,
  '/platform-subscription/success': PlatformSubscriptionSuccessPage,
  '/platform-subscription/plans': SubscriptionTiersPage,
  '/forms': FormsPage,
  '/automations': AutomationsPage,
  '/client/forms': ClientFormsPage,
  '/client/forms/:formId': ClientFormPage,
  '/packages': PackagesScreen,
  '/client-onboarding-setup': ClientOnboardingSetupPage,
  '/integrations': IntegrationsPage,
  '/client/onboarding': ClientOnboardingPage,
  '/client/appointments': ClientAppointmentsScreen,
  '/client/meetings': ClientMeetingsPage,
  '/payment-setup': PaymentSetupPage,
  '/stripe-connect/success': StripeConnectSuccessPage,
  '/client/packages': ClientPackagesScreen,
  '/review-settings': ReviewSettingsPage,
  '/help': HelpPage,
  '/analytics': AnalyticsPage,
  '/staff/analytics': StaffAnalyticsScreen,
};

function screenFor(route: RouteDef) {
  const Screen = SCREENS[route.path];
  return Screen ? <Screen /> : <WorkspacePage route={route} />;
}

const withoutLeadingSlash = (path: string) => path.replace(/^\//, '');

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route element={<HomeRedirect />}>
            {LANDING_PATHS.filter((path) => path === '/' || path === '/home').map((path) => (
              <Route key={path} path={path} element={<LandingPage />} />
            ))}
          </Route>
          {LANDING_PATHS.filter((path) => path !== '/' && path !== '/home').map((path) => (
            <Route key={path} path={path} element={<LandingPage />} />
          ))}
          <Route path="/landing" element={<LandingVariantPage />} />
          {LEGAL_SLUGS.map((slug) => (
            <Route key={slug} path={`/${slug}`} element={<LegalPage slug={slug} />} />
          ))}
          {/* The landing variant's footer uses the short names. */}
          <Route path="/privacy" element={<Navigate to="/privacy-policy" replace />} />
          <Route path="/terms" element={<Navigate to="/terms-of-service" replace />} />
          {/* An invitation link works signed out and signed in (the page tells a non-client account it cannot accept). */}
          <Route element={<StoreBoundary />}>
            <Route path="/invite/:code" element={<InvitationPage />} />
            <Route path="/staff-invite/:code" element={<StaffInvitationPage />} />
            <Route path="/admin-invite/:code" element={<PlatformStaffInvitationPage />} />
          </Route>
          <Route element={<RequireSignedOut />}>
            <Route element={<StoreBoundary />}>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/signup" element={<SignupPage />} />
            </Route>
          </Route>
        </Route>

        <Route element={<StoreBoundary />}>
          {/* /admin/setup has no guard (document 1 section 2.5). */}
          <Route element={<AdminLayout />}>
            <Route path="/admin/setup" element={<AdminSetupPage />} />
          </Route>

          <Route element={<RequireSignIn />}>
            {/* The simulated payments provider's stand-in for its hosted onboarding page (no app shell, as Stripe's). */}
            <Route path="/simulated-stripe/onboarding" element={<SimulatedOnboardingPage />} />
            <Route element={<AdminLayout />}>
              {ADMIN_ROUTES.filter((route) => route.guard === 'signed-in').map((route) => (
                <Route key={route.path} path={route.path} element={<AdminPage />} />
              ))}
              <Route path="/admin/*" element={<AdminPage />} />
            </Route>
            <Route element={<BusinessLayout />}>
              {BUSINESS_ROUTES.map((route) => (
                <Route key={route.path} path={withoutLeadingSlash(route.path)} element={screenFor(route)} />
              ))}
            </Route>
            <Route element={<StaffLayout />}>
              {STAFF_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={screenFor(route)} />
              ))}
            </Route>
            <Route element={<ClientLayout />}>
              {CLIENT_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={screenFor(route)} />
              ))}
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
