import { AnalyticsPage } from '../../features/analytics/pages/AnalyticsPage';
import { StaffPermissionGate } from '../../features/staff-area/components/StaffPermissionGate';

/** Business Analytics in the staff area, for staff granted Analytics (features never import each other: the app composes). */
export function StaffAnalyticsScreen() {
  return (
    <StaffPermissionGate permission="analytics" title="Business Analytics">
      <AnalyticsPage />
    </StaffPermissionGate>
  );
}
