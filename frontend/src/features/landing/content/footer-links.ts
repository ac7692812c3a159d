import type { FooterGroup } from '../components/LandingFooter';

/** Footer of the main landing page: every link of document 1 section 2.2. */
export const LANDING_FOOTER: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Integrations', to: '/integrations' },
      { label: 'Security', to: '/security' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Documentation', to: '/docs' },
      { label: 'Support', to: '/support' },
      { label: 'Status', to: '/status' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Data Protection', to: '/data-protection' },
    ],
  },
];

/** Footer of the /landing variant (document 3 section 2.13). */
export const VARIANT_FOOTER: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Demo', to: '/demo' },
      { label: 'Mobile Apps', to: '/mobile' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Customers', to: '/customers' },
      { label: 'Enterprise', to: '/enterprise' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
];

export const VARIANT_NAV = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Demo', to: '/demo' },
] as const;
