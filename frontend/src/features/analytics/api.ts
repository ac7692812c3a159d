import { api } from '../../lib/api';

// Read-only figures: each query's range is its cache key, so no tags are needed.
export const {
  useAnalyticsAdherenceQuery,
  useAnalyticsAutomationsQuery,
  useAnalyticsClientsQuery,
  useAnalyticsMessagesQuery,
  useAnalyticsRevenueByPackageQuery,
  useAnalyticsRevenueQuery,
  useAnalyticsSessionsQuery,
} = api;
