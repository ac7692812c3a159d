import { generatedAdminApi } from '@coachcore/api-client/admin';
import { generatedUserApi } from '@coachcore/api-client/user';
import { paged } from '../../lib/api';

// The Profile dialog's saves, loaded with the dialog: an admin's own details, or anyone else's.
export const { useUsersUpdateProfileMutation } = paged(generatedUserApi);
export const { useAdminProfileUpdateMutation } = paged(generatedAdminApi);
