/** Plans shown on the landing page (document 1 section 9): display only, prices in US dollars per month. */
export type LandingPlanId = 'starter' | 'professional' | 'enterprise';

export interface LandingPlan {
  id: LandingPlanId;
  name: string;
  price: number;
  description: string;
  features: readonly string[];
  popular: boolean;
}

export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 49,
    description: 'For independent coaches building their client base.',
    features: ['Up to 25 active clients', 'Basic workout templates', 'Calendar scheduling', 'Payment processing', 'Basic analytics', 'Email support'],
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 99,
    description: 'For growing coaching businesses with a small team.',
    features: [
      'Up to 100 active clients',
      'Advanced workout builder',
      'Staff management (3 staff)',
      'Client automation workflows',
      'Advanced analytics',
      'Priority support',
      'Custom branding',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 199,
    description: 'For gyms and multi-location fitness businesses.',
    features: [
      'Unlimited clients',
      'Unlimited staff accounts',
      'Multi-location management',
      'Advanced integrations',
      'White-label options',
      'Dedicated account manager',
      'Custom development',
    ],
    popular: false,
  },
];

export const FREE_TRIAL_DAYS = 14;

/** Business-type cards of the /landing variant (document 3 section 2.13). */
export interface BusinessType {
  id: 'personal-trainers' | 'fitness-studios' | 'gym-chains';
  title: string;
  plan: string;
  clients: string;
}

export const BUSINESS_TYPES: readonly BusinessType[] = [
  { id: 'personal-trainers', title: 'Personal Trainers', plan: 'Starter', clients: 'Up to 25 clients' },
  { id: 'fitness-studios', title: 'Fitness Studios', plan: 'Professional', clients: 'Up to 100 clients' },
  { id: 'gym-chains', title: 'Gym Chains', plan: 'Business', clients: 'Unlimited clients' },
];
