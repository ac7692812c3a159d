import { useSearchParams } from 'react-router-dom';
import { localToday } from '../../../lib/local-day';
import { ANALYTICS_PRESETS, analyticsRangeError, presetRange, type AnalyticsPreset } from '@coachcore/domain';

export interface AnalyticsRangeState {
  preset: AnalyticsPreset;
  from: string;
  to: string;
}

const DEFAULT_PRESET: AnalyticsPreset = '12m';

/**
 * The range the charts show, kept in the address (?range=3m, or ?range=custom&from=…&to=…) so a reload or a shared
 * link shows the same figures. An unknown or invalid range falls back to the last 12 months.
 */
export function useAnalyticsRange(): [AnalyticsRangeState, (next: AnalyticsRangeState) => void] {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const asked = params.get('range');
  const preset = (ANALYTICS_PRESETS as readonly string[]).includes(asked ?? '') ? (asked as AnalyticsPreset) : DEFAULT_PRESET;
  let range: AnalyticsRangeState;
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    range = analyticsRangeError(from, to) ? { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today)! } : { preset, from, to };
  } else {
    range = { preset, ...presetRange(preset, today)! };
  }
  const setRange = (next: AnalyticsRangeState) =>
    setParams(next.preset === 'custom' ? { range: 'custom', from: next.from, to: next.to } : { range: next.preset }, { replace: true });
  return [range, setRange];
}
