import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { i18n } from '../../i18n/i18n';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Password', or 'New Password' beside the current one. */
  label?: string;
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}

/** A new password and its confirmation, marked so password managers offer to generate one. */
export function NewPasswordFields({ label, password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label ?? i18n._('Password')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label={i18n._('Confirm Password')} autoComplete="new-password" {...confirm} />
    </>
  );
}
