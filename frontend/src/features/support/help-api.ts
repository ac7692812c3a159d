import { generatedHelpApi } from '@coachcore/api-client/help';
import { paged } from '../../lib/api';

// Help articles are the platform's own content: read-only, nothing to invalidate.
export const { useHelpCategoriesQuery, useHelpListQuery, useHelpPopularQuery, useHelpReadQuery } = paged(generatedHelpApi);
