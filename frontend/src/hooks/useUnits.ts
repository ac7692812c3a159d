import { useMemo } from 'react';
import { displayedText, displayedValue, storedText, unitName, type Quantity, type UnitSystem } from '@coachcore/domain';
import { useCurrentUser } from './useCurrentUser';

export interface Units {
  system: UnitSystem;
  /** 'lbs' / 'kg', 'inches' / 'cm'. */
  name: (quantity: Quantity) => string;
  /** A stored figure as the signed-in person reads it. */
  show: (stored: number, quantity: Quantity) => number;
  /** A stored figure as the text of a field they edit. */
  text: (stored: number | null | undefined, quantity: Quantity) => string;
  /** What they typed, as text in the stored unit (for the API). */
  toStored: (typed: string, quantity: Quantity) => string;
}

/** The signed-in person's units (their profile's choice; imperial until known), for screens that show body figures. */
export function useUnits(): Units {
  const system = useCurrentUser().user?.units ?? 'imperial';
  // One object per system: forms may reset from it in an effect.
  return useMemo(
    () => ({
      system,
      name: (quantity) => unitName(quantity, system),
      show: (stored, quantity) => displayedValue(stored, quantity, system),
      text: (stored, quantity) => displayedText(stored, quantity, system),
      toStored: (typed, quantity) => storedText(typed, quantity, system),
    }),
    [system],
  );
}
