import { useState } from 'react';
import Box from '@mui/material/Box';
import { LandingTopBar } from '../components/LandingTopBar';
import { LandingHero } from '../components/LandingHero';
import { LandingSection } from '../components/LandingSection';
import { BusinessTypeCards } from '../components/BusinessTypeCards';
import { FeatureGrid } from '../components/FeatureGrid';
import { CurrencyPlanCard } from '../components/CurrencyPlanCard';
import { PersonaQuotes } from '../components/PersonaQuotes';
import { MobileAppsSection } from '../components/MobileAppsSection';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { LandingFooter } from '../components/LandingFooter';
import { DemoTour } from '../components/DemoTour';
import { VARIANT_FOOTER, VARIANT_NAV } from '../content/footer-links';

/** The /landing view: business types, pricing in the visitor's currency, personas and mobile apps. */
export function LandingVariantPage() {
  const [tourOpen, setTourOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingTopBar links={VARIANT_NAV} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <LandingHero
          title="The all-in-one platform for fitness professionals"
          subtitle="Whether you train clients on your own or run a chain of gyms, CoachCore handles clients, programmes, bookings and payments."
          onWatchDemo={() => setTourOpen(true)}
        />
        <LandingSection
          id="business-types"
          title="Built for every kind of fitness business"
          subtitle="Pick the plan that matches the size of your business today and move up as you grow."
        >
          <BusinessTypeCards />
        </LandingSection>
        <LandingSection id="features" title="Everything in one place" muted>
          <FeatureGrid />
        </LandingSection>
        <LandingSection id="pricing" title="Pricing in your currency" subtitle="We show the price in your local currency. Choose another currency at any time.">
          <CurrencyPlanCard />
        </LandingSection>
        <LandingSection id="testimonials" title="Made for the way coaches work" muted>
          <PersonaQuotes />
        </LandingSection>
        <MobileAppsSection />
        <ClosingCallToAction />
      </Box>
      <LandingFooter groups={VARIANT_FOOTER} />
      <DemoTour open={tourOpen} onClose={() => setTourOpen(false)} />
    </Box>
  );
}
