import { api } from '../../lib/api';

// Help articles are the platform's own content: read-only, nothing to invalidate.
export const { useHelpCategoriesQuery, useHelpListQuery, useHelpPopularQuery, useHelpReadQuery } = api;
