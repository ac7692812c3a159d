import { findRoute } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useClientLinkGetQuery } from '../api';
import { NotLinkedNotice } from '../components/NotLinkedNotice';
import { PortalNav } from '../components/PortalNav';
import { TodaysWorkoutCard } from '../components/TodaysWorkoutCard';
import { TodaysNutritionCard } from '../components/TodaysNutritionCard';
import { YourCommunitiesCard } from '../components/YourCommunitiesCard';
import { YourGoalsCard } from '../components/YourGoalsCard';

/**
 * The client dashboard, with the client portal's own navigation (document 3 section 2.12). An account no coach has
 * linked yet is told how to get linked instead of seeing empty cards.
 */
export function ClientDashboardPage() {
  const title = findRoute('/client')?.title ?? 'My Dashboard';
  const { data: link, isLoading } = useClientLinkGetQuery();
  if (isLoading) return <PageSpinner label="Loading your dashboard" />;
  const linked = !!link?.linked;

  return (
    <>
      <PageHeader title={title} subtitle={linked ? `Welcome, ${link!.firstName} ${link!.lastName}. Coached by ${link!.businessName}.` : undefined} />
      {!linked && <NotLinkedNotice />}
      <PortalNav />
      {linked && <TodaysWorkoutCard />}
      {linked && <TodaysNutritionCard />}
      {linked && <YourGoalsCard />}
      {linked && <YourCommunitiesCard />}
    </>
  );
}
