import { generatedClientsApi } from '@coachcore/api-client/clients';
import { generatedMeetingsApi } from '@coachcore/api-client/meetings';
import { generatedMessagesApi } from '@coachcore/api-client/messages';
import { generatedStaffApi } from '@coachcore/api-client/staff';
import { generatedUserApi } from '@coachcore/api-client/user';
import { generatedWorkoutsApi } from '@coachcore/api-client/workouts';
import { api, paged } from '../../lib/api';

/**
 * The staff area's own calls: the access-level card (refetched on every visit, since the owner may change it at any
 * time) and the profile. The clients, workouts, meetings and messages figures read the owning features' endpoints.
 */
export const staffAreaApi = paged(generatedStaffApi).enhanceEndpoints({
  endpoints: {
    ownStaffGet: { keepUnusedDataFor: 0 },
  },
});

export const { useOwnStaffGetQuery } = staffAreaApi;
export const { useClientsListQuery } = paged(generatedClientsApi);
export const { useWorkoutsListQuery } = paged(generatedWorkoutsApi);
export const { useMeetingsListQuery } = paged(generatedMeetingsApi);
export const { useMessagesUnreadCountQuery } = paged(generatedMessagesApi);
export const { useAuthMeQuery } = api;
export const { useUsersUpdateProfileMutation } = paged(generatedUserApi);
