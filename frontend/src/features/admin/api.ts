import { api } from '../../lib/api';

export const { useAdminProfileUpdateMutation } = api;
