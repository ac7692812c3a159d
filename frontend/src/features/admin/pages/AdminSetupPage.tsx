import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';

export function AdminSetupPage() {
  return (
    <>
      <PageHeader title="Admin Setup" subtitle="Set your name and a new password for the platform admin account." />
      <EmptyState text="Your admin account details will appear here." />
    </>
  );
}
