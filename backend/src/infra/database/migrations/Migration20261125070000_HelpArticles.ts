import { Migration } from '@mikro-orm/migrations';

// The data lives in this file: migrations are loaded one file each, so a migration imports nothing of its own.
interface Article {
  slug: string;
  category: string;
  title: string;
  summary: string;
  durationMinutes: number;
  hasVideo: boolean;
  /** Its place on the Popular Articles card before readers' views decide (null: not featured). */
  featuredRank: number | null;
  body: string;
  steps: string[];
}

/** The Help Center's articles written for CoachCore (version 1), in each category's reading order. */
const HELP_ARTICLES_V1: Article[] = [
  // Getting started
  {
    slug: 'setup-wizard-seven-steps',
    category: 'getting_started',
    title: 'Your first hour: the 7-step onboarding wizard',
    summary: 'The setup wizard walks a new business through seven steps, from connecting tools to inviting the team.',
    durationMinutes: 6,
    hasVideo: true,
    featuredRank: 1,
    body:
      'When you first sign in, CoachCore opens a 7-step onboarding wizard on your dashboard. Each step names what to set up, how long it takes and a Go to Setup button that takes you to the right screen. ' +
      'The wizard ticks its tasks by itself as your account fills in: once a package exists, a client is added or your working hours are saved, the matching task shows as done the next time you open it. ' +
      'You can close it or choose Skip setup for now and come back later; Complete Setup is enabled once every task of every step is done.',
    steps: [
      'Step 1, Connect Your Tools: finish Payment Setup, create your calendar subscription link on Calendar & Bookings and add it to your calendar app, and schedule a video session.',
      'Step 2, Create Your First Package: on Packages & Pricing, click Create Package and give it a price.',
      'Step 3, Build Workout Plans: on Workouts, create a workout and add exercises from the library.',
      'Step 4, Design Nutrition Plans: on Nutrition Plans, create a meal plan, then set a client’s macro goals on their profile.',
      'Step 5, Setup Your Calendar: on Calendar & Bookings, click Working Hours, add your periods and give one a price; the booking task is done when a client books a slot.',
      'Step 6, Add Your First Client: on Clients, click Add New Client, then assign a package on their profile and send a welcome message on Messaging.',
      'Step 7, Invite Your Team (Optional): on Staff Management, click Invite Staff and choose each member’s permissions.',
    ],
  },
  {
    slug: 'navigating-coachcore',
    category: 'getting_started',
    title: 'Finding your way around CoachCore',
    summary: 'What each entry of the side menu is for and where to start each day.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body:
      'The side menu on the left holds every area of your business: Dashboard, Clients, Goals, Staff Management, Packages & Pricing, Calendar & Bookings, Workouts, Nutrition Plans, Forms & Waivers, Client Onboarding, Reviews & Feedback, Client Automations, Messaging, Business Analytics, Payment Setup, Integrations, Help Center, Community and Coupons & Discounts. ' +
      'The Dashboard is the place to start your day: it shows active clients, monthly revenue, workouts completed and client satisfaction, with recent activity and your latest messages.',
    steps: [
      'Open Dashboard to see this month’s figures and what your clients did recently.',
      'Open Messaging to answer unread messages; the dashboard’s Recent messages card shows how many are new.',
      'Open Calendar & Bookings to see today’s appointments and group sessions.',
      'Use Help Center whenever you are unsure: search for any word, or contact support.',
    ],
  },
  {
    slug: 'account-and-business-profile',
    category: 'getting_started',
    title: 'Setting up your account and business profile',
    summary: 'Your name, business name, time zone and the business details shown to clients.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body:
      'Your business name is set when you sign up and appears on invitations and e-mails to clients. Your time zone decides how the calendar shows appointments and when reminders go out. ' +
      'The business details clients see on review requests (address, phone, website) are kept on Reviews & Feedback.',
    steps: [
      'Open Reviews & Feedback and fill in Business Name, Business Address, Business Phone and Business Website.',
      'Add your Google My Business, Yelp or Facebook page addresses if you want happy clients to review you there.',
      'Open Calendar & Bookings to check that appointment times show in your own time zone.',
    ],
  },
  // Client management
  {
    slug: 'add-and-invite-clients',
    category: 'client_management',
    title: 'Adding a client and inviting them to the client portal',
    summary: 'Create a client profile, then send an invitation so they can sign in to their own portal.',
    durationMinutes: 4,
    hasVideo: true,
    featuredRank: 2,
    body: 'A client profile holds a person’s details, goals, measurements, workouts and nutrition. Adding a client does not give them a login by itself: the Invite button sends them an e-mail invitation to create their portal account, where they see the workouts, meal plans and appointments you give them.',
    steps: [
      'Open Clients and click Add New Client.',
      'Fill in First Name, Last Name and Email; Phone and Fitness Goal are optional. Save.',
      'On the client’s card, click Invite to e-mail them an invitation to the client portal.',
      'If the e-mail got lost, click Resend invitation.',
      'Once they accept, they sign in at the same address and land on their own dashboard.',
    ],
  },
  {
    slug: 'import-and-export-clients',
    category: 'client_management',
    title: 'Importing and exporting clients with CSV',
    summary: 'Bring an existing client list into CoachCore in one go, or download yours.',
    durationMinutes: 5,
    hasVideo: false,
    featuredRank: null,
    body: 'The Clients page imports a CSV file with one client per row. Each row is checked like a client added by hand; rows with problems are listed in the Import Report with the reason, and every other row is imported. A client whose e-mail already exists is not duplicated. Export downloads your whole list as CSV.',
    steps: [
      'Prepare a CSV with the columns firstName, lastName and email (phone and fitnessGoal are optional).',
      'Open Clients, click Import CSV and pick your file.',
      'Read the Import Report: fix any rows not imported and import them again.',
      'Click Export CSV on the same page to download your client list.',
    ],
  },
  {
    slug: 'client-profile-tabs',
    category: 'client_management',
    title: 'Reading a client’s profile',
    summary: 'Overview, Health Info, Measurements, Nutrition, Workouts and Wellness in one place.',
    durationMinutes: 5,
    hasVideo: false,
    featuredRank: null,
    body:
      'Click a client on the Clients page to open their profile. Its tabs are Overview, Health Info, Measurements, Nutrition, Workouts and Wellness, plus Onboarding once the client has begun your onboarding. ' +
      'You can record measurements, set macro goals, assign packages and see the client’s workout history and wellness check-ins.',
    steps: [
      'Open Clients and click the client’s name.',
      'On Overview, see their packages and recent activity; click Assign Package to give them one.',
      'On Health Info, record medical conditions, injuries, medications and an emergency contact.',
      'On Measurements, click Record Measurements to add weight, body fat and body measurements.',
      'On Workouts and Wellness, follow completed and missed workouts and daily check-ins.',
    ],
  },
  {
    slug: 'client-goals',
    category: 'client_management',
    title: 'Setting goals with your clients',
    summary: 'Track targets such as a weight, a lift or a habit, with a target date.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Goals give you and your client a shared target. Each goal has a title, a category, a current and a target value with its unit, and an optional target date. Clients see their active goals on their portal dashboard.',
    steps: [
      'Open Goals and click Add Goal.',
      'Choose the client, then fill in Goal Title, Category, Current Value, Target Value and Unit.',
      'Add a Target Date if the goal has a deadline, and click Create Goal.',
      'Update the current value as the client progresses; a goal reached counts as achieved.',
    ],
  },
  // Packages and pricing
  {
    slug: 'create-a-coaching-package',
    category: 'packages_pricing',
    title: 'Creating a coaching package',
    summary: 'Describe what a client gets, for how long and at what price.',
    durationMinutes: 4,
    hasVideo: true,
    featuredRank: 3,
    body: 'A package is what you sell: a name, a description, a price, a duration in days, its features and an optional maximum number of clients. Active packages are shown to your clients on their Packages page, where they can buy them once your payments account is connected.',
    steps: [
      'Open Packages & Pricing and click Create Package.',
      'Fill in Package Name, Description, Price and Duration (days).',
      'Add each feature (for example "Weekly check-in call") with Add a feature.',
      'Set Max Clients if the package has limited places, keep Active on and save.',
    ],
  },
  {
    slug: 'assign-a-package-to-a-client',
    category: 'packages_pricing',
    title: 'Assigning a package to a client',
    summary: 'Give a client a package by hand, for example when they paid you in person.',
    durationMinutes: 2,
    hasVideo: false,
    featuredRank: null,
    body: 'Assigning a package starts the client’s subscription on the date you choose and ends it after the package’s duration. The client sees it in their portal, and the subscription shows in the client’s package history.',
    steps: [
      'Open Clients and click the client.',
      'On the Overview tab, click Assign Package, then choose the package and a start date.',
      'Confirm: the package appears in the client’s package history with its end date.',
    ],
  },
  {
    slug: 'coupons-and-discounts',
    category: 'packages_pricing',
    title: 'Offering coupons and discounts',
    summary: 'Percentage or fixed discount codes with limits and validity dates.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body: 'Coupons take a percentage or a fixed amount off a package. A coupon can have a maximum number of uses (empty means unlimited), a validity window and a minimum order value. The codes are unique within your business.',
    steps: [
      'Open Coupons & Discounts and click Create Coupon.',
      'Fill in Name, Code, Discount Type and the discount value, and Valid From.',
      'Optionally set Max Uses, Valid Until and Minimum Order Value, then save.',
      'In Test Coupon Validation, enter a code and an order amount to see the discount a client will get.',
    ],
  },
  // Workouts
  {
    slug: 'build-a-workout',
    category: 'workouts',
    title: 'Building a workout from the exercise library',
    summary: 'Create a workout, add exercises with sets, reps and rest, and save it as a template.',
    durationMinutes: 6,
    hasVideo: true,
    featuredRank: 4,
    body: 'Workouts are built from the exercise library, which ships with common exercises and holds the ones you add yourself. Each exercise in a workout has its sets, reps, weight, rest time and notes; exercises can be grouped as supersets. Save a workout as a template to reuse it for many clients.',
    steps: [
      'Open Workouts and click Create Workout.',
      'Fill in Workout Name, Category, Difficulty and Duration (minutes).',
      'Search the library in Add exercise and add each exercise; set sets, reps and rest.',
      'Tick Superset with the exercise above to pair exercises.',
      'Tick Save as a template to reuse the workout, then save.',
    ],
  },
  {
    slug: 'add-your-own-exercise',
    category: 'workouts',
    title: 'Adding your own exercises',
    summary: 'Add exercises the library lacks, with instructions, an image and a video link.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Your own exercises sit beside the library’s and only your business sees them. Give clear step-by-step instructions: clients read them in their portal while they train.',
    steps: [
      'Open Workouts and click Add Your Own Exercise.',
      'Fill in Exercise Name, Category, Muscle groups, Equipment and Difficulty.',
      'Write the Step-by-step instructions, one step per line, and add a Video URL if you have one.',
      'Upload an Exercise image and click Add Exercise.',
    ],
  },
  {
    slug: 'assign-workouts-and-habits',
    category: 'workouts',
    title: 'Assigning workouts and habits to clients',
    summary: 'Schedule workouts on chosen days and give clients daily habits to track.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body: 'An assigned workout appears in the client’s portal on its day; when they log it, it counts as completed, and a workout not logged by the end of its day counts as missed. Habits (for example drinking water or steps) are tracked daily against a target.',
    steps: [
      'On Workouts, open a workout’s menu and choose Assign Workout.',
      'Choose the clients, the Frequency and the Chosen days, then click Assign Workout.',
      'To add a habit, open Habits, click Create Habit and fill in Habit Name, Target and Unit.',
      'Choose Assign Habit to give it to a client; their progress shows on their profile.',
    ],
  },
  // Nutrition
  {
    slug: 'create-a-meal-plan',
    category: 'nutrition',
    title: 'Creating a meal plan',
    summary: 'Plan meals across days with calorie and macro targets, then assign it.',
    durationMinutes: 6,
    hasVideo: true,
    featuredRank: 5,
    body: 'A meal plan lists meals for each day of its duration, with target calories, protein, carbohydrates and fat. Meals are built from foods in the food database, so their nutrients add up automatically. Assign a plan to a client for a date range; they see it in their Nutrition Tracker.',
    steps: [
      'Open Nutrition Plans and click Create Meal Plan.',
      'Fill in Plan Name, Description, Duration (days) and Target Calories.',
      'For each day, click Add meal and pick a meal and its Meal Type.',
      'Click Save Plan, then Assign Plan to choose a client, a Start Date and an End Date.',
    ],
  },
  {
    slug: 'set-macro-goals',
    category: 'nutrition',
    title: 'Setting a client’s macro goals',
    summary: 'Daily calories, protein, carbohydrates and fat for one client.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Macro goals are the daily targets a client’s food log is measured against. A new goal replaces the previous one from its effective date; the client sees their targets in the Nutrition Tracker.',
    steps: [
      'Open Clients and click the client.',
      'Open the Nutrition tab and click Set Macro Goals.',
      'Enter Daily Calories, protein, carbohydrates and fat, and save.',
      'Follow the client’s food log on the same tab to see how close they get.',
    ],
  },
  {
    slug: 'meals-and-recipe-packs',
    category: 'nutrition',
    title: 'Meals, recipes and recipe packs',
    summary: 'Create meals from the food database and bundle recipes for clients.',
    durationMinutes: 5,
    hasVideo: false,
    featuredRank: null,
    body: 'A meal has ingredients from the food database with quantities, prep and cook times, servings and instructions. Recipe packs bundle meals around a theme (for example quick breakfasts) that you assign to clients.',
    steps: [
      'On Nutrition Plans, open Meals and click Create Meal.',
      'Fill in Meal Name, Meal Type, Prep Time (min), Cook Time (min) and Servings.',
      'Add each Ingredient with its quantity; the nutrients are added up for you. Click Save Meal.',
      'Open recipe packs, click Create Recipe Pack, name the pack, choose its Theme and add recipes.',
      'Click Assign Pack to give the pack to a client.',
    ],
  },
  // Calendar and bookings
  {
    slug: 'set-working-hours',
    category: 'calendar_bookings',
    title: 'Setting your working hours so clients can book',
    summary: 'Weekly periods, slot lengths, the kind of appointment, prices and the notice period.',
    durationMinutes: 5,
    hasVideo: true,
    featuredRank: 6,
    body: 'Working hours are the weekly periods in which clients book appointments themselves. Each period has a day, a start and end time on your clock, a slot length, the kind of appointment (video, phone or in person) and an optional price. The notice period closes booking, moving and cancelling a set number of hours before a slot.',
    steps: [
      'Open Calendar & Bookings and click Working Hours.',
      'Add a period for each day you coach: the day, start, end and slot length.',
      'Choose the kind of appointment and set its price, and a location for in-person sessions.',
      'Set the notice period and save. Clients now see open slots on their Appointments page.',
    ],
  },
  {
    slug: 'appointments-and-group-sessions',
    category: 'calendar_bookings',
    title: 'Scheduling appointments and group sessions',
    summary: 'Book one-to-one appointments and run group sessions with limited seats.',
    durationMinutes: 5,
    hasVideo: false,
    featuredRank: null,
    body: 'The calendar shows Day, Week and Month views in your business’s time zone. New Appointment books a session with one client; Group Session opens a class with a number of seats that clients take until it is full. Drag a meeting to move it; open it to edit, cancel or mark it attended.',
    steps: [
      'Open Calendar & Bookings.',
      'Click New Appointment, choose the client, the time, the duration and the kind of appointment, and save.',
      'Click Group Session to create a class: set the title, time and maximum participants.',
      'Open a meeting to edit, cancel or mark it; drag it to another time to move it.',
    ],
  },
  {
    slug: 'calendar-feed-sync',
    category: 'calendar_bookings',
    title: 'Seeing your sessions in your own calendar app',
    summary: 'Subscribe Google Calendar, Outlook or Apple Calendar to your CoachCore calendar subscription link.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Your calendar subscription is a private link that lists every meeting of your business. Calendar apps refresh it on their own. Keep the link private; get a new link if it was shared by mistake, which stops the old one at once.',
    steps: [
      'Open Calendar & Bookings and find the Calendar subscription panel.',
      'Click Create subscription link, then Copy.',
      'In your calendar app, add a calendar "from URL" (or "subscribe") and paste the link.',
      'To stop the feed, click Revoke; to replace a link that was shared, click Get a new link.',
    ],
  },
  // Forms and waivers
  {
    slug: 'create-a-form-or-waiver',
    category: 'forms_waivers',
    title: 'Creating a form or waiver',
    summary: 'Build forms with text, choices, dates, files and signatures, or start from a template.',
    durationMinutes: 6,
    hasVideo: true,
    featuredRank: null,
    body: 'Forms collect what you need from clients: waivers, health questionnaires, PAR-Q, intake, feedback and assessments. Fields can be text, long text, e-mail, phone, number, date, a choice list, radio buttons, checkboxes, a file or a signature. Templates such as the PAR-Q and the Liability Waiver are ready to copy.',
    steps: [
      'Open Forms & Waivers and click Create Form, or pick one of the Templates.',
      'Fill in Title and Category (both required) and a Description.',
      'Add fields: choose the Type, write the Label, tick Required; for choices write the options one per line.',
      'Tick Required for all clients if every client must complete it, and save.',
    ],
  },
  {
    slug: 'collect-signatures-and-submissions',
    category: 'forms_waivers',
    title: 'Sending forms and reading submissions',
    summary: 'Assign a form to a client, follow who has not signed, and download a submission as PDF.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body: 'Clients fill in assigned and required forms in their portal, signing where asked. Every submission is kept with its answers, files and signature; the Required Forms card shows the clients who have not signed yet.',
    steps: [
      'On Forms & Waivers, open a form’s actions and choose Assign to client.',
      'Check Clients who have not signed to follow up on required forms.',
      'Open Submissions to read the answers, and click Download PDF to keep a signed copy.',
    ],
  },
  {
    slug: 'client-onboarding-flow',
    category: 'forms_waivers',
    title: 'Designing your client onboarding',
    summary: 'The steps a new client completes in the portal before their program starts.',
    durationMinutes: 5,
    hasVideo: false,
    featuredRank: null,
    body: 'Client Onboarding configures the welcome steps a client goes through after accepting your invitation: each step has a title, a description and fields. The client’s answers appear on the Onboarding tab of their profile.',
    steps: [
      'Open Client Onboarding and go to Configure Steps.',
      'Fill in Configuration Name, then add steps with a Step title and Step description.',
      'Add fields to each step and tick Required step where the client may not skip it.',
      'Use Preview Experience to see it as a client, then Save Configuration.',
    ],
  },
  // Automations
  {
    slug: 'create-an-automation',
    category: 'automations',
    title: 'Creating an automation',
    summary: 'A trigger, optional conditions and a list of actions, each with a delay in hours.',
    durationMinutes: 6,
    hasVideo: true,
    featuredRank: null,
    body: 'An automation runs on its own when something happens: a client signs up, a payment is received, a form is submitted, a workout is completed, a goal is achieved, an appointment is booked, a workout is missed or a subscription is ending. Its actions run in order, each after its delay: send an e-mail or SMS, send a form, notify staff, add to a community, assign a workout, schedule an appointment, send the app download link, request a review, or wait.',
    steps: [
      'Open Client Automations and click Create Automation.',
      'Give it a Name (required) and choose the trigger.',
      'Add actions and set each one’s delay in whole hours (0 runs at once).',
      'Save, and use the active toggle in the table to switch it on or off.',
    ],
  },
  {
    slug: 'automation-templates',
    category: 'automations',
    title: 'Starting from an automation template',
    summary: 'New Client Onboarding, Payment Follow-up and Re-engagement Campaign, ready to use.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Three templates create a working automation in one click: New Client Onboarding welcomes a client who signs up, Payment Follow-up thanks a client after a payment, and Re-engagement Campaign reaches out after a missed workout. Edit the created automation to change its wording or delays.',
    steps: [
      'Open Client Automations and scroll to the templates.',
      'Click the template you want: the automation is created and listed in the table.',
      'Open it to adjust the actions and delays, and keep it active.',
    ],
  },
  {
    slug: 'automation-run-log',
    category: 'automations',
    title: 'Checking what your automations did',
    summary: 'Runs this month, success rate and each workflow’s run log.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Every run of every action is recorded with its status and result or error. A failed action is retried a few times before it shows as failed. Switching an automation off stops its pending runs.',
    steps: [
      'Open Client Automations and read the cards: active automations, runs this month, success rate and clients reached.',
      'Open an automation to see its run log, newest first.',
      'For a failed run, read the error, fix the cause (for example a missing e-mail) and let the next event run it.',
    ],
  },
  // Integrations
  {
    slug: 'connect-payments',
    category: 'integrations',
    title: 'Connecting your payments account',
    summary: 'Take card payments from clients, paid straight to your bank.',
    durationMinutes: 5,
    hasVideo: true,
    featuredRank: null,
    body: 'Payment Setup connects your business to the payments provider (Stripe). Clients then pay for packages by card and the money goes to your own account. Fees: card processing 2.9% plus 30 cents and a 5% platform fee, about 7.9% plus 30 cents in total.',
    steps: [
      'Open Payment Setup and click the connect button.',
      'Complete the provider’s onboarding: business details, identity and bank account.',
      'You return to CoachCore; the page shows Connected once setup is complete.',
      'If setup was interrupted, click connect again to continue where you stopped.',
    ],
  },
  {
    slug: 'leaddec-lead-integration',
    category: 'integrations',
    title: 'Sending leads from LeadDec into CoachCore',
    summary: 'Contacts from your lead-management workflows become clients automatically.',
    durationMinutes: 6,
    hasVideo: false,
    featuredRank: null,
    body: 'The LeadDec integration receives contacts through signed webhooks. Each new contact becomes a client with its source; a contact sent twice updates the same client, and an existing client with the same e-mail is linked, not copied. Every delivery is listed with what it did.',
    steps: [
      'Open Integrations and, on the Setup tab, enter your LeadDec API key and location, then save.',
      'Use Test Connection to send a test delivery.',
      'On the Webhooks tab, copy each webhook address into your LeadDec workflows.',
      'On the Sync tab, choose the sync direction and the events to receive.',
      'Rotate the webhook secret on the Setup tab if it was exposed.',
    ],
  },
  {
    slug: 'video-meetings',
    category: 'integrations',
    title: 'Running video sessions',
    summary: 'Online sessions with a meeting room of their own, or your own Zoom, Teams or Meet link.',
    durationMinutes: 3,
    hasVideo: false,
    featuredRank: null,
    body: 'Online sessions are appointments of the video kind. When you schedule one without a link, CoachCore gives it a meeting room of its own on the open video service, with a random name nobody can guess; paste your own Zoom, Teams or Meet link instead if you prefer. The client finds the join link on their Meetings page and in reminders. Direct Zoom, Teams and Google Meet connections need an app configured by the platform operator, as the Integrations page explains.',
    steps: [
      'Open Calendar & Bookings and click New Appointment.',
      'Choose the video kind; leave the link empty for a meeting room of its own, or paste your own meeting link.',
      'Save: the client gets the join link in their portal and in the reminder.',
    ],
  },
  // Analytics
  {
    slug: 'dashboard-figures',
    category: 'analytics',
    title: 'Understanding your dashboard figures',
    summary: 'Active clients, monthly revenue, workouts completed and client satisfaction.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body: 'The dashboard cards are computed from your real data. Active Clients counts clients marked active, with the change against 30 days ago. Monthly Revenue adds this month’s paid client payments less refunds, compared with last month. Workouts Completed counts this week’s logged workouts. Client Satisfaction averages the ratings clients gave after sessions.',
    steps: [
      'Open Dashboard and read the four cards; the caption shows the change against the previous period.',
      'Scroll to Recent client activity to see what changed most recently.',
      'Open Business Analytics for charts over a range you choose.',
    ],
  },
  {
    slug: 'business-analytics-reports',
    category: 'analytics',
    title: 'Business analytics and CSV downloads',
    summary: 'Clients, revenue, sessions, adherence and messages over a chosen range.',
    durationMinutes: 5,
    hasVideo: true,
    featuredRank: null,
    body: 'Business Analytics charts new, active and churned clients and retention by month, revenue by month and by package with refunds, sessions booked and attended with the no-show rate, training and nutrition adherence, and messages answered with response time. Each chart can be downloaded as CSV.',
    steps: [
      'Open Business Analytics.',
      'Choose the range to analyse.',
      'Hover a chart to read its figures.',
      'Click the chart’s download button to get its data as CSV for your spreadsheet.',
    ],
  },
  {
    slug: 'session-feedback-and-reviews',
    category: 'analytics',
    title: 'Collecting session feedback and reviews',
    summary: 'Automatic feedback requests after sessions and public reviews from happy clients.',
    durationMinutes: 4,
    hasVideo: false,
    featuredRank: null,
    body: 'After a completed session, CoachCore can ask the client for feedback once the Feedback Delay has passed. Ratings feed the dashboard’s Client Satisfaction. Clients who rate you 4 or 5 stars can be invited to review you on your review platforms.',
    steps: [
      'Open Reviews & Feedback.',
      'Switch on Automatic feedback requests after completed sessions and set the Feedback Delay (hours).',
      'Switch on review collection and fill in your Review Platform URLs.',
      'Save; the next completed session triggers a feedback request.',
    ],
  },
];

/**
 * The Help Center's articles: stored with a search vector over the title, summary, body and steps (weighted in that
 * order) under a GIN index, and seeded on every database with the articles written for CoachCore. Ids derive from the
 * slugs, so the seed is idempotent; readers' views order the Popular Articles card.
 */
export class Migration20261125070000_HelpArticles extends Migration {
  override name = 'Migration20261125070000_HelpArticles';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "help_articles" ("id" uuid not null, "slug" varchar(100) not null, "category" varchar(40) not null, "title" varchar(200) not null, "summary" varchar(500) not null, "body" text not null, "steps" jsonb not null default '[]', "duration_minutes" int not null, "has_video" boolean not null default false, "featured_rank" int null, "position" int not null, "view_count" int not null default 0, "search_vector" tsvector generated always as (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C') || setweight(jsonb_to_tsvector('english', "steps", '["string"]'), 'C')) stored, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "help_articles" add constraint "help_articles_slug_unique" unique ("slug");`);
    this.addSql(`create index "help_articles_category_position_index" on "help_articles" ("category", "position");`);
    this.addSql(`create index "help_articles_popularity_index" on "help_articles" ("view_count" desc, "featured_rank" asc nulls last, "position");`);
    this.addSql(`create index "help_articles_search_index" on "help_articles" using gin ("search_vector");`);

    const json = JSON.stringify(HELP_ARTICLES_V1.map((article, position) => ({ ...article, position })));
    if (json.includes('$articles$')) throw new Error('The article text must not contain the quoting tag');
    this.addSql(
      `insert into "help_articles" ("id", "slug", "category", "title", "summary", "body", "steps", "duration_minutes", "has_video", "featured_rank", "position", "created_at", "updated_at")
       select md5('coachcore-help-article:' || x.slug)::uuid, x.slug, x.category, x.title, x.summary, x.body, x.steps, x."durationMinutes", x."hasVideo", x."featuredRank", x.position, now(), now()
         from jsonb_to_recordset($articles$${json}$articles$::jsonb)
           as x(slug text, category text, title text, summary text, body text, steps jsonb, "durationMinutes" int, "hasVideo" boolean, "featuredRank" int, position int)
       on conflict ("slug") do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "help_articles" cascade;`);
  }
}
