import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Alert from '@mui/material/Alert';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_MENU, type PlatformPermission } from '@coachcore/domain';
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
import { PlatformStaffSection } from '../components/platform-staff/PlatformStaffSection';
import { UserManagement } from '../components/UserManagement';
import { useAdminAccess, type AdminAccess } from '../hooks/useAdminAccess';

/** The chart library loads with the Revenue Analytics section only. */
const RevenueSection = lazy(() => import('../components/revenue/RevenueSection').then((module) => ({ default: module.RevenueSection })));

/** The tabs of User Management, each with the permissions that open it (any one). */
const USER_TABS: { label: string; needs: PlatformPermission[]; panel: ComponentType }[] = [
  { label: 'Client Management', needs: ['client_management'], panel: ClientManagement },
  { label: 'User Management', needs: ['business_management', 'client_management'], panel: UserManagement },
  { label: 'Platform Staff', needs: ['staff_management'], panel: PlatformStaffSection },
  { label: 'Audit Trail', needs: ['staff_management'], panel: AuditTrail },
];

function UsersSection({ access }: { access: AdminAccess }) {
  const tabs = USER_TABS.filter((tab) => access.holds(...tab.needs));
  const [tab, setTab] = useState(0);
  const Panel = (tabs[tab] ?? tabs[0]!).panel;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={Math.min(tab, tabs.length - 1)} onChange={(_event, next: number) => setTab(next)} aria-label="User sections" variant="scrollable">
          {tabs.map(({ label }, index) => (
            <Tab key={label} label={label} id={`users-tab-${index}`} aria-controls={`users-panel-${index}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}

/**
 * One admin view for every guarded admin path; the section comes from the path (unknown ones show the overview). A
 * platform team member sees the sections their permissions open; any other path leads to the first of them.
 */
export function AdminPage() {
  const { pathname } = useLocation();
  const access = useAdminAccess();
  const section = ADMIN_MENU.find((item) => item.path === pathname) ?? ADMIN_MENU[0];
  if (access.isLoading) return <PageSpinner />;
  if (!access.canOpen(section.path)) {
    const allowed = ADMIN_MENU.find((item) => access.canOpen(item.path));
    if (allowed) return <Navigate to={allowed.path} replace />;
    return (
      <>
        <PageHeader title="Platform Management" subtitle="Platform Management" />
        <Alert severity="info">Your account has no permissions yet. Ask a platform admin to grant you the ones your work needs.</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={section.label} subtitle="Platform Management" />
      {section.path === '/admin/overview' ? (
        <OverviewSection />
      ) : section.path === '/admin/businesses' ? (
        <BusinessesSection />
      ) : section.path === '/admin/users' ? (
        <UsersSection access={access} />
      ) : section.path === '/admin/features' ? (
        <FeatureFlagsSection />
      ) : section.path === '/admin/support' ? (
        <SupportSection />
      ) : section.path === '/admin/system' ? (
        <SystemSection />
      ) : section.path === '/admin/billing' ? (
        <BillingSection payments={access.holds('payment_management')} coupons={access.holds('coupon_management')} />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <RevenueSection />
        </Suspense>
      )}
    </>
  );
}
