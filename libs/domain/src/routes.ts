/**
 * The one route-and-menu map (document 1 section 2, document 3 sections 2.12 and 2.13).
 * The browser's router, the side menus and the end-to-end tests all read it.
 */
export type Area = 'public' | 'admin' | 'business' | 'staff' | 'client';
import { LEGAL_SLUGS, LEGAL_TITLES } from './legal';

export type SignedInArea = Exclude<Area, 'public'>;

/** Who may open a route: anyone, only signed-out visitors, or only signed-in users. */
export type RouteGuard = 'none' | 'signed-out' | 'signed-in';

export interface RouteDef {
  path: string;
  area: Area;
  title: string;
  guard: RouteGuard;
}

export interface MenuItem {
  path: string;
  label: string;
}

export const LANDING_PATHS = ['/', '/home', '/pricing', '/features', '/about', '/contact', '/help-center', '/documentation'] as const;

export const PUBLIC_ROUTES: RouteDef[] = [
  ...LANDING_PATHS.map((path): RouteDef => ({ path, area: 'public', title: 'CoachCore', guard: 'none' })),
  { path: '/landing', area: 'public', title: 'CoachCore', guard: 'none' },
  { path: '/login', area: 'public', title: 'Sign in', guard: 'signed-out' },
  { path: '/signup', area: 'public', title: 'Create account', guard: 'signed-out' },
  // An invitation link works signed out (sign up or sign in there) and signed in (accept directly).
  { path: '/invite/:code', area: 'public', title: 'Accept invitation', guard: 'none' },
  // The staff invitation link (outside /staff: the person is not staff yet).
  { path: '/staff-invite/:code', area: 'public', title: 'Join the team', guard: 'none' },
  // The platform team's invitation link (outside /admin: the person has no account yet).
  { path: '/admin-invite/:code', area: 'public', title: 'Join the platform team', guard: 'none' },
  ...LEGAL_SLUGS.map((slug): RouteDef => ({ path: `/${slug}`, area: 'public', title: LEGAL_TITLES[slug], guard: 'none' })),
];

/** Paths of the public (bare) layout; a signed-in user on one of HOME_PATHS is sent to their workspace. */
export const PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTES.map((route) => route.path);
export const HOME_PATHS = ['/', '/home'] as const;

export const ADMIN_MENU: MenuItem[] = [
  { path: '/admin/overview', label: 'Platform Overview' },
  { path: '/admin/businesses', label: 'Business Accounts' },
  { path: '/admin/revenue', label: 'Revenue Analytics' },
  { path: '/admin/support', label: 'Support Tickets' },
  { path: '/admin/system', label: 'System Health' },
  { path: '/admin/users', label: 'User Management' },
  { path: '/admin/features', label: 'Feature Flags' },
  { path: '/admin/billing', label: 'Billing & Subscriptions' },
];

/** Every guarded admin path is one admin view that picks its section from the path. */
export const ADMIN_ROUTES: RouteDef[] = [
  { path: '/admin/setup', area: 'admin', title: 'Admin Setup', guard: 'none' },
  ...ADMIN_MENU.map((item): RouteDef => ({ path: item.path, area: 'admin', title: item.label, guard: 'signed-in' })),
];

/**
 * Business side menu of document 1 section 2.6. Two entries point at the screen they name rather than
 * the earlier version's link: 'Dashboard' at /dashboard (the earlier '/' redirects there once signed in)
 * and 'Staff Management' at /staff-management (the earlier '/staff' opened the staff workspace).
 */
export const BUSINESS_MENU: MenuItem[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/clients', label: 'Clients' },
  // Not in document 1's menu; added so Client Goals can be reached without typing its address.
  { path: '/goals', label: 'Goals' },
  { path: '/staff-management', label: 'Staff Management' },
  { path: '/packages', label: 'Packages & Pricing' },
  { path: '/calendar', label: 'Calendar & Bookings' },
  { path: '/workouts', label: 'Workouts' },
  { path: '/nutrition', label: 'Nutrition Plans' },
  { path: '/forms', label: 'Forms & Waivers' },
  { path: '/client-onboarding-setup', label: 'Client Onboarding' },
  { path: '/review-settings', label: 'Reviews & Feedback' },
  { path: '/automations', label: 'Client Automations' },
  { path: '/messages', label: 'Messaging' },
  { path: '/analytics', label: 'Business Analytics' },
  { path: '/payment-setup', label: 'Payment Setup' },
  { path: '/integrations', label: 'Integrations' },
  { path: '/help', label: 'Help Center' },
  { path: '/community', label: 'Community' },
  { path: '/coupons', label: 'Coupons & Discounts' },
];

export const BUSINESS_ROUTES: RouteDef[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/clients', title: 'Clients' },
  { path: '/client-profile/:clientId', title: 'Client Profile' },
  { path: '/staff-management', title: 'Staff Management' },
  { path: '/analytics', title: 'Business Analytics' },
  { path: '/packages', title: 'Packages & Pricing' },
  { path: '/calendar', title: 'Calendar & Bookings' },
  { path: '/workouts', title: 'Workouts' },
  { path: '/nutrition', title: 'Nutrition Plans' },
  { path: '/messages', title: 'Messaging' },
  { path: '/payment-setup', title: 'Payment Setup' },
  { path: '/integrations', title: 'Integrations' },
  { path: '/forms', title: 'Forms & Waivers' },
  { path: '/automations', title: 'Client Automations' },
  { path: '/client-onboarding-setup', title: 'Client Onboarding Setup' },
  { path: '/review-settings', title: 'Reviews & Feedback' },
  { path: '/help', title: 'Help Center' },
  { path: '/community', title: 'Community' },
  { path: '/coupons', title: 'Coupons & Discounts' },
  { path: '/goals', title: 'Client Goals' },
  { path: '/meetings', title: 'Meetings' },
  { path: '/subscribe', title: 'Subscription' },
  { path: '/platform-subscription', title: 'Choose Your Plan' },
  // The older three-tier page (document 3 section 2.2; its route is not shown there).
  { path: '/platform-subscription/plans', title: 'Subscription Plans' },
  // Where the card form returns once the first payment is confirmed.
  { path: '/platform-subscription/success', title: 'Subscription Active' },
  { path: '/stripe-connect/success', title: 'Payments Account Connected' },
].map((route): RouteDef => ({ ...route, area: 'business', guard: 'signed-in' }));

export const STAFF_MENU: MenuItem[] = [
  { path: '/staff', label: 'Dashboard' },
  { path: '/staff/clients', label: 'My Clients' },
  { path: '/staff/workouts', label: 'Workouts' },
  { path: '/staff/nutrition', label: 'Nutrition' },
  { path: '/staff/calendar', label: 'Calendar' },
  { path: '/staff/messages', label: 'Messages' },
  { path: '/staff/analytics', label: 'Analytics' },
  { path: '/staff/profile', label: 'My Profile' },
];

export const STAFF_ROUTES: RouteDef[] = STAFF_MENU.map((item): RouteDef => ({
  path: item.path,
  area: 'staff',
  title: item.label,
  guard: 'signed-in',
}));

/** Client side menu of document 1 section 2.8 (the client layout). */
export const CLIENT_MENU: MenuItem[] = [
  { path: '/client', label: 'My Dashboard' },
  { path: '/client/workouts', label: 'Workouts' },
  { path: '/client/nutrition', label: 'Nutrition Tracker' },
  { path: '/client/goals', label: 'Goals' },
  { path: '/client/progress', label: 'Progress Photos' },
  { path: '/client/measurements', label: 'Measurements' },
  { path: '/client/appointments', label: 'Appointments' },
  { path: '/client/messages', label: 'Messages' },
  { path: '/client/community', label: 'Community' },
  { path: '/client/profile', label: 'Profile' },
];

/** The client portal's own sidebar (document 3 section 2.12), shown on the client dashboard. */
export const CLIENT_PORTAL_MENU: MenuItem[] = [
  { path: '/client', label: 'Dashboard' },
  { path: '/client/goals', label: 'Goals' },
  { path: '/client/workouts', label: 'Workouts' },
  { path: '/client/nutrition', label: 'Nutrition' },
  { path: '/client/meetings', label: 'Meetings' },
  { path: '/client/community', label: 'Community' },
  { path: '/client/messages', label: 'Messages' },
];

export const CLIENT_ROUTES: RouteDef[] = [
  ...CLIENT_MENU.map((item) => ({ path: item.path, title: item.label })),
  { path: '/client/meetings', title: 'Meetings' },
  // Reached from the dashboard's Forms to Sign card (the menus are the spec's, unchanged).
  { path: '/client/forms', title: 'Forms' },
  { path: '/client/forms/:formId', title: 'Fill In a Form' },
  // Reached from the dashboard's Packages card.
  { path: '/client/packages', title: 'Packages' },
  // Reached from the dashboard's onboarding card: the steps of the coach's active onboarding configuration.
  { path: '/client/onboarding', title: 'Welcome: Onboarding' },
].map((route): RouteDef => ({ ...route, area: 'client', guard: 'signed-in' }));

export const ALL_ROUTES: RouteDef[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES, ...BUSINESS_ROUTES, ...STAFF_ROUTES, ...CLIENT_ROUTES];

export const AREA_MENUS: Record<SignedInArea, MenuItem[]> = {
  admin: ADMIN_MENU,
  business: BUSINESS_MENU,
  staff: STAFF_MENU,
  client: CLIENT_MENU,
};

export const AREA_SUBTITLES: Record<SignedInArea, string> = {
  admin: 'Platform Management',
  business: 'Business Headquarters',
  staff: 'Staff Workspace',
  client: 'My Fitness Journey',
};

/** Workspace from the first path segment: /admin, /client and /staff have their own; public paths are bare; the rest is business. */
export function areaFromPath(pathname: string): Area {
  const path = normalisePath(pathname);
  if (PUBLIC_PATHS.includes(path) || findRoute(path)?.area === 'public') return 'public';
  const first = path.split('/')[1] ?? '';
  if (first === 'admin') return 'admin';
  if (first === 'client') return 'client';
  if (first === 'staff') return 'staff';
  return 'business';
}

/** The menu item to highlight: the longest menu path equal to or a parent of the current path. */
export function activeMenuItem(menu: MenuItem[], pathname: string): MenuItem | undefined {
  const path = normalisePath(pathname);
  return menu.filter((item) => path === item.path || path.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** Finds the route definition for a concrete path, matching `:param` segments. */
export function findRoute(pathname: string): RouteDef | undefined {
  const segments = normalisePath(pathname).split('/');
  return ALL_ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  });
}

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
