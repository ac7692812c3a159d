import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation } from 'react-router-dom';
import { ADMIN_MENU } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { AuditTrail } from '../components/AuditTrail';
import { BillingSection } from '../components/billing/BillingSection';
import { BusinessesSection } from '../components/BusinessesSection';
import { ClientManagement } from '../components/ClientManagement';
import { FeatureFlagsSection } from '../components/FeatureFlagsSection';
import { OverviewSection } from '../components/OverviewSection';
import { SupportSection } from '../components/SupportSection';
import { SystemSection } from '../components/SystemSection';
import { UserManagement } from '../components/UserManagement';

/** The chart library loads with the Revenue Analytics section only. */
const RevenueSection = lazy(() => import('../components/revenue/RevenueSection').then((module) => ({ default: module.RevenueSection })));

const USER_TABS = ['Client Management', 'User Management', 'Audit Trail'] as const;

function UsersSection() {
  const [tab, setTab] = useState(0);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label="User sections" variant="scrollable">
          {USER_TABS.map((label, index) => (
            <Tab key={label} label={label} id={`users-tab-${index}`} aria-controls={`users-panel-${index}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`}>
        {tab === 0 ? <ClientManagement /> : tab === 1 ? <UserManagement /> : <AuditTrail />}
      </Box>
    </>
  );
}

/** One admin view for every guarded admin path; the section comes from the path (unknown ones show the overview). */
export function AdminPage() {
  const { pathname } = useLocation();
  const section = ADMIN_MENU.find((item) => item.path === pathname) ?? ADMIN_MENU[0];
  return (
    <>
      <PageHeader title={section.label} subtitle="Platform Management" />
      {section.path === '/admin/overview' ? (
        <OverviewSection />
      ) : section.path === '/admin/businesses' ? (
        <BusinessesSection />
      ) : section.path === '/admin/users' ? (
        <UsersSection />
      ) : section.path === '/admin/features' ? (
        <FeatureFlagsSection />
      ) : section.path === '/admin/support' ? (
        <SupportSection />
      ) : section.path === '/admin/system' ? (
        <SystemSection />
      ) : section.path === '/admin/billing' ? (
        <BillingSection />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <RevenueSection />
        </Suspense>
      )}
    </>
  );
}
