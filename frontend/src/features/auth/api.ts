import { api } from '../../lib/api';

// The session's own tags (the current user) live in lib/api, which every area reads.
export const { useAdminProfileUpdateMutation, useAuthLoginMutation, useAuthRegisterMutation, useUsersUpdateProfileMutation } = api;
