/**
 * The business owner's setup wizard (document 1 sections 2.10, 4 and 9). The spec's table names 15 tasks
 * but counts 17; the calendar and first-client steps each carry one more task to reach the stated total. Each task is
 * done when the business's data shows it (the server decides; the descriptions say what counts).
 */
/** The 17 tasks, each ticked by the server from the business's own data (GET /api/setup-wizard/tasks). */
export const SETUP_WIZARD_TASK_IDS = [
  'payments-provider',
  'calendar-sync',
  'video-meetings',
  'create-package',
  'set-pricing',
  'create-template',
  'add-exercises',
  'meal-plan',
  'macro-goals',
  'working-hours',
  'meeting-types',
  'booking-link',
  'create-profile',
  'assign-package',
  'welcome-message',
  'invite-staff',
  'set-permissions',
] as const;
export type SetupWizardTaskId = (typeof SETUP_WIZARD_TASK_IDS)[number];

export interface SetupWizardTask {
  id: SetupWizardTaskId;
  title: string;
  description: string;
  route: string;
}

export interface SetupWizardStep {
  id: string;
  title: string;
  description: string;
  estimatedTime: string;
  route: string;
  tasks: SetupWizardTask[];
}

export const SETUP_WIZARD_DELAY_MS = 1500;
export const SETUP_WIZARD_MAX_CLOSES = 5;
export const SETUP_WIZARD_PATHS = ['/', '/dashboard'] as const;
export const SETUP_WIZARD_COMPLETE_MESSAGE = 'Your account setup is complete. Ready to start coaching!';

const step = (
  id: string,
  title: string,
  description: string,
  estimatedTime: string,
  route: string,
  tasks: Array<[id: SetupWizardTaskId, title: string, description: string]>,
): SetupWizardStep => ({
  id,
  title,
  description,
  estimatedTime,
  route,
  tasks: tasks.map(([taskId, taskTitle, taskDescription]) => ({ id: taskId, title: taskTitle, description: taskDescription, route })),
});

export const SETUP_WIZARD_STEPS: SetupWizardStep[] = [
  step(
    'integrations',
    'Connect Your Tools',
    'Link the services you use to take payments, keep your calendar and meet clients online.',
    '5-10 min',
    '/integrations',
    [
      ['payments-provider', 'Connect your payments provider', 'Finish Payment Setup to accept card payments from your clients.'],
      ['calendar-sync', 'Sync your calendar', 'Create your calendar subscription link on Calendar & Bookings and add it to your calendar app.'],
      ['video-meetings', 'Set up video meetings', 'Schedule a video session: it gets its own meeting room, or your own link.'],
    ],
  ),
  step('packages', 'Create Your First Package', 'Decide what you sell and what it costs.', '3-5 min', '/packages', [
    ['create-package', 'Create a coaching package', 'Describe the sessions and support a client gets.'],
    ['set-pricing', 'Set your pricing', 'Give a package its price and duration.'],
  ]),
  step('workouts', 'Build Workout Plans', 'Prepare training you can assign to clients.', '5-8 min', '/workouts', [
    ['create-template', 'Create a workout template', 'Start a workout you can reuse and assign.'],
    ['add-exercises', 'Add exercises', 'Fill a workout with exercises, sets, reps and rest.'],
  ]),
  step('nutrition', 'Design Nutrition Plans', 'Prepare meal plans and targets for your clients.', '5-8 min', '/nutrition', [
    ['meal-plan', 'Create a meal plan', 'Plan meals for a day or a week.'],
    ['macro-goals', 'Set macro goals', 'Choose a client’s calorie, protein, carbohydrate and fat targets.'],
  ]),
  step('calendar', 'Setup Your Calendar', 'Let clients know when they can book you.', '3-5 min', '/calendar', [
    ['working-hours', 'Set your working hours', 'Choose the days and hours clients can book you.'],
    ['meeting-types', 'Create meeting types', 'Give a working-hours period its kind of session and its price.'],
    ['booking-link', 'Share your booking link', 'Let clients book open times themselves: done at their first booking.'],
  ]),
  step('clients', 'Add Your First Client', 'Bring your first client onto the platform.', '2-3 min', '/clients', [
    ['create-profile', 'Create a client profile', 'Add the client’s details and goals.'],
    ['assign-package', 'Assign a package', 'Give the client one of your packages.'],
    ['welcome-message', 'Send a welcome message', 'Write to a client on Messaging: greet them and explain the next steps.'],
  ]),
  step('team', 'Invite Your Team (Optional)', 'Bring in staff to help you coach.', '3-5 min', '/staff-management', [
    ['invite-staff', 'Invite staff members', 'Send invitations to your coaches and assistants.'],
    ['set-permissions', 'Set permissions', 'Grant a staff member the permissions they need.'],
  ]),
];

export const SETUP_WIZARD_TASK_COUNT = SETUP_WIZARD_STEPS.reduce((total, s) => total + s.tasks.length, 0);

export interface SetupWizardConditions {
  signedIn: boolean;
  onboardingCompleted: boolean;
  locallyCompleted: boolean;
  email: string | null | undefined;
  closeCount: number;
  pathname: string;
  isPlatformEmail: (email: string | null | undefined) => boolean;
}

/** Whether the wizard should open by itself (document 1 section 4, "Setup wizard visibility"). */
export function shouldOpenSetupWizard(c: SetupWizardConditions): boolean {
  return (
    c.signedIn &&
    !c.onboardingCompleted &&
    !c.locallyCompleted &&
    !c.isPlatformEmail(c.email) &&
    c.closeCount < SETUP_WIZARD_MAX_CLOSES &&
    (SETUP_WIZARD_PATHS as readonly string[]).includes(c.pathname)
  );
}

/** The tasks a module's data shows as done (each module answers for its own tasks). */
export type SetupWizardProgress = Partial<Record<SetupWizardTaskId, boolean>>;
