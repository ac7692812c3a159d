import { FEATURE_FLAG_PATHS, type FeatureFlagKey } from '@coachcore/domain';
import { useFeatureFlagsStatesQuery } from '../lib/api';

/**
 * The platform's feature flags, read once when the app starts (GET /api/feature-flags) and shared by every screen:
 * `isOn(key)`, and `hidesPath(path)` for menu entries of a feature whose flag is off. Until they arrive nothing is hidden.
 */
export function useFeatureFlags() {
  const { data } = useFeatureFlagsStatesQuery();
  const off = new Set((data ?? []).filter((flag) => !flag.enabled).map((flag) => flag.key));
  return {
    isOn: (key: FeatureFlagKey) => !!data && !off.has(key),
    hidesPath: (path: string) =>
      (Object.entries(FEATURE_FLAG_PATHS) as [FeatureFlagKey, readonly string[]][]).some(([key, paths]) => off.has(key) && paths.includes(path)),
  };
}
