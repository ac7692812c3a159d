import type SvgIcon from '@mui/material/SvgIcon';
import People from '@mui/icons-material/People';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Payments from '@mui/icons-material/Payments';
import Insights from '@mui/icons-material/Insights';

export interface LandingFeature {
  title: string;
  description: string;
  icon: typeof SvgIcon;
}

export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    title: 'Client Management',
    description: 'Profiles, health questionnaires, goals, measurements and progress photos for every client, with forms and waivers signed online.',
    icon: People,
  },
  {
    title: 'Workout Builder',
    description: 'Build templates from an exercise library, assign programmes to clients and see every logged set.',
    icon: FitnessCenter,
  },
  {
    title: 'Nutrition Tracking',
    description: 'Meal plans, macro goals and a food log with barcode scanning, so clients record meals in seconds.',
    icon: QrCodeScanner,
  },
  {
    title: 'Scheduling',
    description: 'Bookings, group sessions and video meetings with calendar sync and automatic reminders.',
    icon: CalendarMonth,
  },
  {
    title: 'Payments & Packages',
    description: 'Sell packages and subscriptions, take card payments through your own payments account and offer coupons.',
    icon: Payments,
  },
  {
    title: 'Analytics & Automations',
    description: 'Track revenue and retention, manage staff permissions and let automations welcome, remind and follow up with clients.',
    icon: Insights,
  },
];
