import {
  ADMIN_MENU,
  ALL_ROUTES,
  AREA_SUBTITLES,
  BUSINESS_MENU,
  CLIENT_MENU,
  CLIENT_PORTAL_MENU,
  STAFF_MENU,
  activeMenuItem,
  areaFromPath,
  findRoute,
} from './routes';
import { SETUP_WIZARD_STEPS, SETUP_WIZARD_TASK_COUNT, SETUP_WIZARD_TASK_IDS, shouldOpenSetupWizard } from './setup-wizard';
import { isOnPlatformDomain } from './role-routing';

describe('areaFromPath', () => {
  it.each([
    ['/', 'public'],
    ['/pricing', 'public'],
    ['/landing', 'public'],
    ['/login', 'public'],
    ['/signup', 'public'],
    ['/cookie-policy', 'public'],
    ['/invite/Abc123_-', 'public'],
    ['/admin/overview', 'admin'],
    ['/admin/setup', 'admin'],
    ['/client', 'client'],
    ['/client/goals', 'client'],
    ['/staff', 'staff'],
    ['/staff/profile', 'staff'],
    ['/dashboard', 'business'],
    ['/client-profile/42', 'business'],
    ['/client-onboarding-setup', 'business'],
    ['/staff-management', 'business'],
    ['/no-such-page', 'business'],
  ])('%s is in the %s area', (path, area) => {
    expect(areaFromPath(path)).toBe(area);
  });

  it('ignores a trailing slash and a query string', () => {
    expect(areaFromPath('/login/')).toBe('public');
    expect(areaFromPath('/client/?tab=1')).toBe('client');
  });
});

describe('route map', () => {
  it('lists every route of document 1 section 2 exactly once', () => {
    const paths = ALL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/home',
      '/pricing',
      '/features',
      '/about',
      '/contact',
      '/help-center',
      '/documentation',
      '/landing',
      '/login',
      '/signup',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/security',
      '/data-protection',
      '/cookie-policy',
      '/admin/setup',
      '/admin/billing',
      '/dashboard',
      '/client-profile/:clientId',
      '/stripe-connect/success',
      '/platform-subscription',
      '/platform-subscription/success',
      '/staff/profile',
      '/client/profile',
      '/client/meetings',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('guards admin pages except setup, and keeps login and signup for signed-out visitors', () => {
    expect(findRoute('/admin/setup')?.guard).toBe('none');
    expect(findRoute('/admin/users')?.guard).toBe('signed-in');
    expect(findRoute('/dashboard')?.guard).toBe('signed-in');
    expect(findRoute('/login')?.guard).toBe('signed-out');
    expect(findRoute('/signup')?.guard).toBe('signed-out');
  });

  it('matches parameterised paths', () => {
    expect(findRoute('/client-profile/abc')?.title).toBe('Client Profile');
    expect(findRoute('/client-profile')).toBeUndefined();
  });

  it('has the exact menu labels of each area', () => {
    expect(ADMIN_MENU.map((item) => item.label)).toEqual([
      'Platform Overview',
      'Business Accounts',
      'Revenue Analytics',
      'Support Tickets',
      'System Health',
      'User Management',
      'Feature Flags',
      'Billing & Subscriptions',
    ]);
    expect(BUSINESS_MENU).toHaveLength(19);
    expect(BUSINESS_MENU.slice(0, 3).map((item) => item.path)).toEqual(['/dashboard', '/clients', '/goals']);
    expect(BUSINESS_MENU.map((item) => item.label)).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Staff Management',
        'Packages & Pricing',
        'Calendar & Bookings',
        'Nutrition Plans',
        'Forms & Waivers',
        'Reviews & Feedback',
        'Client Automations',
        'Messaging',
        'Business Analytics',
        'Help Center',
        'Coupons & Discounts',
      ]),
    );
    expect(STAFF_MENU.map((item) => item.label)).toEqual([
      'Dashboard',
      'My Clients',
      'Workouts',
      'Nutrition',
      'Calendar',
      'Messages',
      'Analytics',
      'My Profile',
    ]);
    expect(CLIENT_MENU.map((item) => item.path)).toEqual([
      '/client',
      '/client/workouts',
      '/client/nutrition',
      '/client/goals',
      '/client/progress',
      '/client/measurements',
      '/client/appointments',
      '/client/messages',
      '/client/community',
      '/client/profile',
    ]);
    expect(CLIENT_MENU[0].label).toBe('My Dashboard');
    expect(CLIENT_PORTAL_MENU.map((item) => item.path)).toEqual([
      '/client',
      '/client/goals',
      '/client/workouts',
      '/client/nutrition',
      '/client/meetings',
      '/client/community',
      '/client/messages',
    ]);
  });

  it('gives every menu item a route', () => {
    for (const item of [...ADMIN_MENU, ...BUSINESS_MENU, ...STAFF_MENU, ...CLIENT_MENU, ...CLIENT_PORTAL_MENU]) {
      expect(findRoute(item.path)).toBeDefined();
    }
  });

  it('names each workspace', () => {
    expect(AREA_SUBTITLES).toEqual({ admin: 'Platform Management', business: 'Business Headquarters', staff: 'Staff Workspace', client: 'My Fitness Journey' });
  });
});

describe('activeMenuItem', () => {
  it('highlights the deepest matching item', () => {
    expect(activeMenuItem(CLIENT_MENU, '/client')?.label).toBe('My Dashboard');
    expect(activeMenuItem(CLIENT_MENU, '/client/goals')?.label).toBe('Goals');
    expect(activeMenuItem(STAFF_MENU, '/staff/clients')?.label).toBe('My Clients');
    expect(activeMenuItem(BUSINESS_MENU, '/client-profile/1')).toBeUndefined();
  });
});

describe('setup wizard', () => {
  it('has 7 steps and 17 tasks', () => {
    expect(SETUP_WIZARD_STEPS).toHaveLength(7);
    expect(SETUP_WIZARD_TASK_COUNT).toBe(17);
    expect(SETUP_WIZARD_STEPS.map((s) => [s.title, s.estimatedTime, s.route, s.tasks.length])).toEqual([
      ['Connect Your Tools', '5-10 min', '/integrations', 3],
      ['Create Your First Package', '3-5 min', '/packages', 2],
      ['Build Workout Plans', '5-8 min', '/workouts', 2],
      ['Design Nutrition Plans', '5-8 min', '/nutrition', 2],
      ['Setup Your Calendar', '3-5 min', '/calendar', 3],
      ['Add Your First Client', '2-3 min', '/clients', 3],
      ['Invite Your Team (Optional)', '3-5 min', '/staff-management', 2],
    ]);
    // Every task is one the server reads from the business's data, in the wizard's order.
    expect(SETUP_WIZARD_STEPS.flatMap((s) => s.tasks.map((task) => task.id))).toEqual([...SETUP_WIZARD_TASK_IDS]);
  });

  const open = {
    signedIn: true,
    onboardingCompleted: false,
    locallyCompleted: false,
    email: 'coach@example.com',
    closeCount: 0,
    pathname: '/dashboard',
    isPlatformEmail: (e: string | null | undefined) => isOnPlatformDomain(e),
  };

  it('opens only when every condition holds', () => {
    expect(shouldOpenSetupWizard(open)).toBe(true);
    expect(shouldOpenSetupWizard({ ...open, pathname: '/' })).toBe(true);
    expect(shouldOpenSetupWizard({ ...open, signedIn: false })).toBe(false);
    expect(shouldOpenSetupWizard({ ...open, onboardingCompleted: true })).toBe(false);
    expect(shouldOpenSetupWizard({ ...open, locallyCompleted: true })).toBe(false);
    expect(shouldOpenSetupWizard({ ...open, email: 'ops@coachcore.app' })).toBe(false);
    expect(shouldOpenSetupWizard({ ...open, closeCount: 4 })).toBe(true);
    expect(shouldOpenSetupWizard({ ...open, closeCount: 5 })).toBe(false);
    expect(shouldOpenSetupWizard({ ...open, pathname: '/clients' })).toBe(false);
  });
});
