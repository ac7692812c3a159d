import { api } from '../../lib/api';

/** The signed-in client's goals (GET /api/client/goals); only their coach changes them. */
export const { useClientPortalGoalsListQuery } = api;
