import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, validatePasswordChange, type PasswordChangeInput } from '@coachcore/domain';
import { generatedUserApi } from '@coachcore/api-client/user';
import { paged } from '../../lib/api';
import { useMutationToasts } from '../../hooks/useMutationToasts';
import { domainResolver, showServerFieldErrors } from '../form';

const userApi = paged(generatedUserApi);

const resolver = domainResolver<PasswordChangeInput>(validatePasswordChange);
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A signed-in person's password change (`PUT /api/user/password`), for the profile pages of staff and clients: the
 * shared rules, a toast for the outcome (titled as the page wants), the server's field messages under their fields,
 * and empty fields again once it is changed.
 */
export function useChangePasswordForm(titles: { success: string; failure?: string }) {
  const [change, { isLoading }] = userApi.useUsersChangePasswordMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<PasswordChangeInput>({ resolver, defaultValues: EMPTY });
  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(change({ changePasswordDto: values }).unwrap(), {
      success: { title: titles.success, description: AUTH_MESSAGES.passwordChanged },
      failure: { title: titles.failure, fallback: AUTH_MESSAGES.passwordChangeFailed },
    });
    if (outcome.ok) reset(EMPTY);
    else showServerFieldErrors(outcome.error, values, setError);
  });
  return { control, onSubmit, pending: isLoading };
}
