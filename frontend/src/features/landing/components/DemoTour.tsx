import { lazy, Suspense } from 'react';

// The tour (a dialog with ten steps) loads when a visitor asks for it, not with the page.
const DemoTourDialog = lazy(async () => ({ default: (await import('./DemoTourDialog')).DemoTourDialog }));

/** Watch Demo's guided tour, shown while `open`. */
export function DemoTour({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DemoTourDialog open onClose={onClose} />
    </Suspense>
  );
}
