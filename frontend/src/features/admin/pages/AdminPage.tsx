import { useLocation } from 'react-router-dom';
import { ADMIN_MENU } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

const SECTION_TEXTS: Record<string, string> = {
  '/admin/overview': 'Platform figures will appear here as businesses and clients join.',
  '/admin/businesses': 'No businesses found',
  '/admin/revenue': 'Revenue figures will appear here as payments come in.',
  '/admin/support': 'Support tickets will appear here.',
  '/admin/system': 'Service health will appear here.',
  '/admin/users': 'No clients found',
  '/admin/features': 'Feature flags will appear here.',
  '/admin/billing': 'No payments found',
};

/** One admin view for every guarded admin path; the section comes from the path (unknown ones show the overview). */
export function AdminPage() {
  const { pathname } = useLocation();
  const section = ADMIN_MENU.find((item) => item.path === pathname) ?? ADMIN_MENU[0];
  return (
    <>
      <PageHeader title={section.label} subtitle="Platform Management" />
      <EmptyState text={SECTION_TEXTS[section.path]} />
    </>
  );
}
