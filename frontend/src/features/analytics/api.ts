import { generatedAnalyticsApi } from '@coachcore/api-client/analytics';
import { paged } from '../../lib/api';

// Read-only figures: each query's range is its cache key, so no tags are needed.
export const {
  useAnalyticsAdherenceQuery,
  useAnalyticsAutomationsQuery,
  useAnalyticsClientsQuery,
  useAnalyticsMessagesQuery,
  useAnalyticsRevenueByPackageQuery,
  useAnalyticsRevenueQuery,
  useAnalyticsSessionsQuery,
} = paged(generatedAnalyticsApi);
