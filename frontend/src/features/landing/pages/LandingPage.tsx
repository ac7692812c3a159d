import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { FREE_TRIAL_DAYS } from '@coachcore/domain';
import { LandingTopBar } from '../components/LandingTopBar';
import { LandingHero } from '../components/LandingHero';
import { LandingSection } from '../components/LandingSection';
import { FeatureGrid } from '../components/FeatureGrid';
import { PlanCards } from '../components/PlanCards';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { LandingFooter } from '../components/LandingFooter';
import { LANDING_FOOTER } from '../content/footer-links';
import { DemoTour } from '../components/DemoTour';

/** Routes that show this page but start at one of its sections. */
const SECTION_FOR_PATH: Readonly<Record<string, string>> = {
  '/features': 'features',
  '/pricing': 'pricing',
  '/contact': 'get-started',
};

/** The public landing page, shown at /, /home, /pricing, /features, /about, /contact, /help-center, /documentation. */
export function LandingPage() {
  const { pathname } = useLocation();
  const [tourOpen, setTourOpen] = useState(false);

  useEffect(() => {
    const section = SECTION_FOR_PATH[pathname];
    if (section) document.getElementById(section)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingTopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <LandingHero
          title="Run your entire coaching business in one place"
          subtitle="Clients, workouts, nutrition, scheduling, payments and your team, on one platform built for fitness and nutrition coaches."
          onWatchDemo={() => setTourOpen(true)}
        />
        <LandingSection
          id="features"
          title="Everything you need to coach and grow"
          subtitle="From the first consultation to the hundredth session, CoachCore keeps your clients, programmes and payments together."
        >
          <FeatureGrid />
        </LandingSection>
        <LandingSection
          id="pricing"
          title="Simple, transparent pricing"
          subtitle={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. No credit card required, cancel anytime.`}
          muted
        >
          <PlanCards />
        </LandingSection>
        <ClosingCallToAction />
      </Box>
      <LandingFooter groups={LANDING_FOOTER} />
      <DemoTour open={tourOpen} onClose={() => setTourOpen(false)} />
    </Box>
  );
}
