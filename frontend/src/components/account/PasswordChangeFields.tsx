import type { Control } from 'react-hook-form';
import type { PasswordChangeInput } from '@coachcore/domain';
import { FormTextField } from '../form';

/** Current Password, New Password and Confirm New Password, with the browser's password-manager hints. */
export function PasswordChangeFields({ control }: { control: Control<PasswordChangeInput> }) {
  return (
    <>
      <FormTextField control={control} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
      <FormTextField control={control} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
      <FormTextField control={control} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
    </>
  );
}
