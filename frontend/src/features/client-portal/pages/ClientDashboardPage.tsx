import { findRoute } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useClientLinkGetQuery } from '../api';
import { NotLinkedNotice } from '../components/NotLinkedNotice';
import { NextMeetingCard } from '../components/NextMeetingCard';
import { OnboardingCard } from '../components/OnboardingCard';
import { OutstandingFormsCard } from '../components/OutstandingFormsCard';
import { PackagesCard } from '../components/PackagesCard';
import { PortalNav } from '../components/PortalNav';
import { PortalStats } from '../components/PortalStats';
import { TodaysWorkoutCard } from '../components/TodaysWorkoutCard';
import { TodaysNutritionCard } from '../components/TodaysNutritionCard';
import { YourCommunitiesCard } from '../components/YourCommunitiesCard';
import { YourGoalsCard } from '../components/YourGoalsCard';

/**
 * The client dashboard, with the client portal's own navigation and its nine cards in the spec's order (document 3
 * section 2.12): Active Goals, Workouts This Week, Next Meeting, Communities, Today's Workout, Your Goals, Next Meeting,
 * Today's Nutrition, Your Communities. An account no coach has
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
      {linked && (
        <>
          <PortalStats />
          <OnboardingCard />
          <OutstandingFormsCard />
          <PackagesCard />
          <TodaysWorkoutCard />
          <YourGoalsCard />
          <NextMeetingCard />
          <TodaysNutritionCard />
          <YourCommunitiesCard />
        </>
      )}
    </>
  );
}
