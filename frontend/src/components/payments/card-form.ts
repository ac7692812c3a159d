import type { ComponentType } from 'react';

/**
 * What a card form is given to confirm one payment. The forms themselves (the simulated provider's, Stripe Elements)
 * belong to the platform subscription feature; the app hands them to the features that take payments, since features
 * never import each other.
 */
export interface CardFormProps {
  clientSecret: string;
  submitLabel: string;
  returnPath: string;
  onSucceeded: () => void;
  onFailed: (message: string) => void;
}

/** The simulated provider's form, or Stripe Elements with the publishable key. */
export type CardForm = ComponentType<CardFormProps & { publishableKey: string | null }>;
