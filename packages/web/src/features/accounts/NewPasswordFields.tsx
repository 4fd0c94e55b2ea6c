import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Password', or 'New Password' beside the current one. */
  label?: string;
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}

/** A new password and its confirmation, marked so password managers offer to generate one. */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" {...password} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" {...confirm} />
    </>
  );
}
