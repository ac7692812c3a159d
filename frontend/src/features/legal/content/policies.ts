import { FREE_TRIAL_DAYS, LEGAL_FIGURES as F, type LegalSlug } from '@coachcore/domain';

/** A block of policy text: a paragraph, a bulleted list, or the cookie table. */
export type PolicyBlock = string | { list: readonly string[] } | { cookieTable: true };

export interface PolicySection {
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface Policy {
  summary: string;
  sections: readonly PolicySection[];
}

const mediation = `US$${F.mediationThresholdUsd.toLocaleString('en-US')}`;

const privacyPolicy: Policy = {
  summary:
    'This policy explains what personal data CoachCore collects when coaches, their staff and their clients use the platform, why we collect it, how long we keep it and the choices you have.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        'CoachCore provides a web platform and mobile apps on which fitness and nutrition coaches run their business. For account, billing and website data we decide how data is used. For the client records a coach keeps on the platform, the coach decides and we process that data on the coach’s behalf, as described in our Data Protection page.',
      ],
    },
    {
      heading: 'Data we collect',
      blocks: [
        {
          list: [
            'Account data: name, e-mail address, business name, phone number and your password, which we store only as an argon2id hash and can never read back.',
            'Coaching data a coach or client enters: goals, measurements, progress photos, workouts, meal plans and food logs, bookings, messages, forms and signed waivers.',
            'Billing data: plan, invoices and payment status. Card numbers are handled by our card payment provider and never reach our servers.',
            'Technical data: IP address, browser type, pages visited and the cookies described in our Cookie Policy.',
          ],
        },
      ],
    },
    {
      heading: 'How we use data',
      blocks: [
        {
          list: [
            'To provide the service: sign-in, the coach workspace, the client portal, scheduling, messaging and payments.',
            'To keep the service secure, prevent abuse and fix problems.',
            'To send service messages such as receipts, reminders and notices about changes to our terms.',
            'To improve the product using aggregated analytics, only where you have agreed to analytics cookies.',
          ],
        },
        'We do not sell personal data and we do not use client health data for advertising.',
      ],
    },
    {
      heading: 'Who can see your data',
      blocks: [
        'Coaches see the data of their own clients only. Staff members see only what the business owner grants them through role-based access, and clients see only their own records. Our own employees access customer data only to provide support you request or to keep the service running, and every such access is logged.',
        'We share data with service providers who process it for us under contract: hosting, e-mail delivery and our card payment provider.',
      ],
    },
    {
      heading: 'How long we keep data',
      blocks: [
        `We keep account and coaching data while the account is active. After an account is terminated we keep it for ${F.dataRetentionDays} days so it can be exported or the account restored, then delete it from our systems and, on their normal rotation, from our backups. Invoices are kept as long as tax law requires.`,
      ],
    },
    {
      heading: 'Security and breach notification',
      blocks: [
        `Sessions use httpOnly cookies that page scripts cannot read, data is encrypted in transit, and access is limited by role. If a personal data breach affects you, we will tell you and, where required, the supervisory authority within ${F.breachNoticeHours} hours of becoming aware of it. See Security & Compliance for details.`,
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You can access, correct, export or delete your personal data, object to or restrict its use, and withdraw consent at any time. Clients of a coach can also ask their coach directly. Write to privacy@coachcore.app and we will answer within one month.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [`We will give at least ${F.noticeDays} days’ notice by e-mail and in the app before a material change to this policy takes effect.`],
    },
  ],
};

const termsOfService: Policy = {
  summary: 'These terms govern the use of CoachCore by coaching businesses, their staff and their clients. By creating an account you agree to them.',
  sections: [
    {
      heading: 'Your account',
      blocks: [
        'You must give accurate information, keep your password secret and tell us at once about any unauthorised use. The business owner is responsible for the staff accounts they invite and for the permissions they grant them.',
      ],
    },
    {
      heading: 'Free trial and subscription',
      blocks: [
        `New business accounts start with a ${FREE_TRIAL_DAYS}-day free trial. No credit card is required to start. After the trial, the subscription is billed monthly in advance for the plan you choose, and you can cancel anytime.`,
        `If a payment fails we notify you and retry. Your account stays fully usable during a ${F.paymentGraceDays}-day payment grace period; if the balance is still unpaid at the end of it, the account is suspended until payment is made.`,
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        `Every new subscription has a ${F.moneyBackDays}-day money-back guarantee. Annual plans can be refunded pro rata within ${F.annualProRataDays} days. The Refund Policy describes how to ask and how long it takes.`,
      ],
    },
    {
      heading: 'Payments between coaches and clients',
      blocks: [
        'Coaches can take payments from their clients through their own connected payments account. The coach is the seller of their services and is responsible for their prices, refunds to their clients and taxes. CoachCore is not a party to those sales.',
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        {
          list: [
            'Do not upload content you have no right to share, or unlawful, harmful or misleading content.',
            'Do not try to access another business’s data, probe our systems or interfere with the service.',
            'Only enter a client’s health data with the client’s knowledge and, where required, consent.',
          ],
        },
      ],
    },
    {
      heading: 'Service availability',
      blocks: [
        `We aim for ${F.uptimeTargetPercent}% monthly uptime, excluding maintenance announced in advance. Planned maintenance is scheduled outside peak hours where possible.`,
      ],
    },
    {
      heading: 'Your data',
      blocks: [
        `You own the data you put into CoachCore. You can export it at any time. After termination we keep it for ${F.dataRetentionDays} days, during which you can still export it, and then delete it.`,
      ],
    },
    {
      heading: 'Changes and cancellation',
      blocks: [
        `We will give at least ${F.noticeDays} days’ notice of material changes to these terms or to prices. You may cancel at any time; the subscription then ends at the close of the paid period. Except for serious breach of these terms, we will give at least ${F.noticeDays} days’ notice before we cancel your account.`,
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        'CoachCore is a business tool and does not give medical or dietary advice; coaches are responsible for the guidance they give. To the extent the law allows, our total liability for any claim is limited to the fees you paid in the twelve months before the claim.',
      ],
    },
    {
      heading: 'Disputes',
      blocks: [
        `Please contact support@coachcore.app first; most issues are solved quickly. If a dispute about an amount above ${mediation} cannot be resolved within 30 days, either party may refer it to mediation before going to court.`,
      ],
    },
  ],
};

const refundPolicy: Policy = {
  summary:
    'We want you to be sure CoachCore is right for your business. This policy explains when you can get your money back and how quickly we handle requests.',
  sections: [
    {
      heading: 'Free trial first',
      blocks: [
        `Every business account starts with a ${FREE_TRIAL_DAYS}-day free trial with no credit card required, so you are not charged until you decide to continue.`,
      ],
    },
    {
      heading: `${F.moneyBackDays}-day money-back guarantee`,
      blocks: [
        `If you are not satisfied, ask for a refund within ${F.moneyBackDays} days of your first paid charge and we will refund it in full, no questions asked.`,
      ],
    },
    {
      heading: 'Annual plans',
      blocks: [
        `Annual plans cancelled within ${F.annualProRataDays} days of the start of the billing year are refunded pro rata for the unused whole months. After ${F.annualProRataDays} days the plan stays active until the end of the paid year and is not renewed.`,
      ],
    },
    {
      heading: 'Monthly plans and cancellation',
      blocks: [
        'You can cancel anytime from your subscription settings. After the money-back period, a cancelled monthly plan stays active until the end of the month already paid and is not charged again; partial months are not refunded.',
      ],
    },
    {
      heading: 'Failed payments',
      blocks: [
        `If a renewal payment fails, you keep full access during a ${F.paymentGraceDays}-day grace period while you update your payment method. Nothing is charged twice: a successful retry settles the same invoice.`,
      ],
    },
    {
      heading: 'How to ask for a refund',
      blocks: [
        {
          list: [
            'Write to billing@coachcore.app from the account owner’s e-mail address, or use the Help Center.',
            `We reply to billing questions within ${F.billingReplyHours} hours.`,
            `We review refund requests within ${F.refundReviewBusinessDays} business days and tell you the outcome.`,
            'Approved refunds go back to the original payment method; your bank may take a few more days to show them.',
          ],
        },
      ],
    },
    {
      heading: 'Payments to coaches',
      blocks: [
        'Payments a client makes to a coach for packages or sessions are between the client and the coach. Clients should ask their coach for refunds of those payments.',
      ],
    },
  ],
};

const security: Policy = {
  summary:
    'Coaches trust us with their business and their clients’ health data. This page describes how we protect it and what we commit to if something goes wrong.',
  sections: [
    {
      heading: 'Accounts and sign-in',
      blocks: [
        {
          list: [
            'Passwords are hashed with argon2id, a memory-hard algorithm designed to resist cracking; we never store or send them in readable form.',
            'Sessions are held on our servers and carried in httpOnly, SameSite cookies that page scripts cannot read. Signing out revokes the session immediately.',
            'Requests that change data carry a CSRF token, so another website cannot act in your name.',
          ],
        },
      ],
    },
    {
      heading: 'Access control',
      blocks: [
        'Every request is checked on the server. Each business’s data is isolated from every other business. Staff have role-based access limited to the permissions their business owner grants, and clients see only their own records. Our administrators use separate accounts, and their access to customer data is logged.',
      ],
    },
    {
      heading: 'Data protection in transit and at rest',
      blocks: [
        'All traffic is encrypted with TLS. Databases and backups are encrypted at rest. Card data is handled by our PCI DSS certified card payment provider and never touches our servers.',
      ],
    },
    {
      heading: 'Availability and recovery',
      blocks: [
        {
          list: [
            `Uptime target: ${F.uptimeTargetPercent}% per month.`,
            `Recovery time objective (RTO): ${F.recoveryTimeObjectiveHours} hours: the time within which we restore service after a major incident.`,
            `Recovery point objective (RPO): ${F.recoveryPointObjectiveHours} hour: at most one hour of data can be lost, thanks to continuous backups.`,
            'Backups are tested by regular restores.',
          ],
        },
      ],
    },
    {
      heading: 'Incident response',
      blocks: [
        `We monitor the platform around the clock. If a security incident affects your personal data, we notify you within ${F.breachNoticeHours} hours of becoming aware of it, with what happened, what data is affected and what we are doing about it.`,
      ],
    },
    {
      heading: 'Compliance',
      blocks: [
        'We handle personal data in line with the GDPR and UK GDPR and offer a data processing agreement to every business customer. See Data Protection for details.',
      ],
    },
    {
      heading: 'Reporting a vulnerability',
      blocks: [
        'If you believe you have found a security issue, please write to security@coachcore.app. We acknowledge reports promptly and do not take action against good-faith research.',
      ],
    },
  ],
};

const dataProtection: Policy = {
  summary: 'How CoachCore meets its data protection obligations towards coaching businesses and their clients, including under the GDPR and UK GDPR.',
  sections: [
    {
      heading: 'Roles',
      blocks: [
        'For client records a coach keeps on the platform, the coach is the controller and CoachCore is the processor: we process that data only on the coach’s documented instructions. For our own customer accounts, billing and website, CoachCore is the controller.',
      ],
    },
    {
      heading: 'Data processing agreement',
      blocks: [
        'Our data processing agreement forms part of the Terms of Service for every business account. It covers confidentiality, security measures, sub-processors, assistance with data subject requests, audits and deletion at the end of the service.',
      ],
    },
    {
      heading: 'Health data',
      blocks: [
        'Measurements, health questionnaires and progress photos can be special category data. Coaches should collect them only with the client’s explicit consent, which our forms and waivers can record. Access is limited by role-based permissions, and staff see such data only when the owner grants it.',
      ],
    },
    {
      heading: 'Sub-processors',
      blocks: [
        'We use a small number of sub-processors for hosting, e-mail delivery and card payments. We give notice before adding a new sub-processor so customers can object.',
      ],
    },
    {
      heading: 'International transfers',
      blocks: [
        'Where data leaves the UK or the European Economic Area, we rely on adequacy decisions or standard contractual clauses with additional safeguards.',
      ],
    },
    {
      heading: 'Retention and deletion',
      blocks: [
        `Data is kept while the account is active. After termination it is kept for ${F.dataRetentionDays} days so the business can export it, then deleted. A coach can delete an individual client’s records at any time.`,
      ],
    },
    {
      heading: 'Breach notification',
      blocks: [
        `We notify affected controllers without undue delay and within ${F.breachNoticeHours} hours of becoming aware of a personal data breach, with the information they need to meet their own obligations.`,
      ],
    },
    {
      heading: 'Data subject rights',
      blocks: [
        'Clients can ask their coach, or us, to access, correct, export or erase their data. We help coaches answer such requests and forward any request we receive to the right coach.',
        'Contact our data protection team at privacy@coachcore.app. You also have the right to complain to your supervisory authority.',
      ],
    },
  ],
};

const cookiePolicy: Policy = {
  summary: 'CoachCore uses a small number of cookies. This page lists each one, what it does and how long it lasts.',
  sections: [
    {
      heading: 'The cookies we use',
      blocks: [{ cookieTable: true }],
    },
    {
      heading: 'Strictly necessary cookies',
      blocks: [
        'coach_session keeps you signed in. It is an httpOnly cookie, so scripts in the page cannot read it, and it expires after 24 hours or when you sign out. csrf_token protects forms against cross-site request forgery. The service cannot work without these cookies, so they do not need consent.',
      ],
    },
    {
      heading: 'Preference and analytics cookies',
      blocks: [
        'theme_preference remembers your display settings for 1 year. analytics_id is a random identifier kept for 2 years that lets us count visits and see which features are used; it is set only if you agree to analytics cookies and is never used for advertising.',
      ],
    },
    {
      heading: 'Third parties',
      blocks: [
        'The public landing page may ask an IP geolocation service for your country and an exchange-rate service for current rates, to show prices in your currency. These requests carry no cookies of ours.',
      ],
    },
    {
      heading: 'Managing cookies',
      blocks: [
        'You can withdraw analytics consent at any time, and you can delete or block cookies in your browser settings. Blocking strictly necessary cookies will sign you out.',
        `We will give at least ${F.noticeDays} days’ notice before we add a cookie that needs your consent.`,
      ],
    },
  ],
};

export const POLICIES: Readonly<Record<LegalSlug, Policy>> = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'refund-policy': refundPolicy,
  security,
  'data-protection': dataProtection,
  'cookie-policy': cookiePolicy,
};
