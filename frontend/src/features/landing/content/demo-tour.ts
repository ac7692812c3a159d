import type SvgIcon from '@mui/material/SvgIcon';
import Dashboard from '@mui/icons-material/Dashboard';
import People from '@mui/icons-material/People';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Payments from '@mui/icons-material/Payments';
import Chat from '@mui/icons-material/Chat';
import AutoMode from '@mui/icons-material/AutoMode';
import Groups from '@mui/icons-material/Groups';
import PhoneIphone from '@mui/icons-material/PhoneIphone';

/** One stop of the Watch Demo guided tour: what an area of the product does. */
export interface DemoTourStep {
  area: string;
  title: string;
  description: string;
  highlights: readonly string[];
  icon: typeof SvgIcon;
}

export const DEMO_TOUR_STEPS: readonly DemoTourStep[] = [
  {
    area: 'Dashboard',
    title: 'Your business at a glance',
    description: 'The dashboard opens on the numbers that matter today: active clients, sessions booked, revenue this month and payments that need attention.',
    highlights: [
      'A setup guide walks you through your first package, workout and client',
      'Cards computed from your own data, never samples',
      'Jump straight to the clients who need a follow-up',
    ],
    icon: Dashboard,
  },
  {
    area: 'Clients',
    title: 'Every client in one profile',
    description:
      'Keep contact details, health questionnaires, goals, measurements and progress photos together, and see each client’s workouts, meals and payments from one page.',
    highlights: [
      'Onboarding flow with intake forms and signed waivers',
      'Goals with progress tracking and measurement charts',
      'Assign staff to clients and control what they see',
    ],
    icon: People,
  },
  {
    area: 'Workouts',
    title: 'Build programmes once, reuse them forever',
    description: 'Create workout templates from the exercise library with sets, reps, rest and notes, then assign them to one client or many.',
    highlights: ['Clients log every set from their phone', 'Habits and streaks keep clients consistent', 'Duplicate and adapt templates in seconds'],
    icon: FitnessCenter,
  },
  {
    area: 'Nutrition',
    title: 'Nutrition with barcode scanning',
    description: 'Write meal plans and macro goals; clients log food by searching the food database or scanning a product’s barcode with their camera.',
    highlights: [
      'Daily calories, protein, carbohydrate and fat against targets',
      'Shopping lists generated from meal plans',
      'Recipe packs you can share with every client',
    ],
    icon: QrCodeScanner,
  },
  {
    area: 'Scheduling',
    title: 'Calendar, bookings and video meetings',
    description: 'Publish your working hours and meeting types; clients book free slots, and group sessions stop at their capacity.',
    highlights: [
      'Two-way sync with your calendar',
      'Video meeting links created for online sessions',
      'Automatic reminders and feedback requests after sessions',
    ],
    icon: CalendarMonth,
  },
  {
    area: 'Payments',
    title: 'Get paid for packages and subscriptions',
    description:
      'Connect your own payments account, sell packages and recurring subscriptions, and let clients pay by card. Coupons and discounts are built in.',
    highlights: [
      'Clients pay you directly through your connected account',
      'Failed payments get a grace period before access pauses',
      'Revenue and payment history in one place',
    ],
    icon: Payments,
  },
  {
    area: 'Messaging & communities',
    title: 'Stay in touch',
    description: 'Message clients one to one in real time, or bring them together in communities for challenges, announcements and support.',
    highlights: [
      'Conversations kept with each client’s profile',
      'Community posts and member lists',
      'Staff can reply on your behalf with the right permissions',
    ],
    icon: Chat,
  },
  {
    area: 'Forms & automations',
    title: 'Let the routine run itself',
    description:
      'Collect waivers, PAR-Q and intake forms with signatures, and set automations that react to sign-ups, payments, completed workouts or missed sessions.',
    highlights: [
      'Send a welcome e-mail and intake form when a client joins',
      'Notify staff when a payment arrives or a form is submitted',
      'Delays in hours between steps',
    ],
    icon: AutoMode,
  },
  {
    area: 'Staff',
    title: 'Grow with a team',
    description: 'Invite trainers and assistants, give each one only the permissions they need, and assign them to their own clients.',
    highlights: ['Role-based permissions per staff member', 'A staff dashboard tailored to what they may do', 'Business analytics for the whole team'],
    icon: Groups,
  },
  {
    area: 'Client portal',
    title: 'A portal your clients will use',
    description:
      'Clients get their own portal on the web and on iOS and Android: today’s workout, their nutrition tracker, goals, progress photos, appointments and messages.',
    highlights: [
      'Clients see only their own data',
      'Book sessions and pay without leaving the portal',
      'Start your 14-day free trial to see it with your own clients',
    ],
    icon: PhoneIphone,
  },
];
