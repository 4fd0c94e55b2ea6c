import { z } from 'zod';
import { Email, REQUIRED, requiredText, text } from './common';
import { fieldMessage } from './field-messages';
import { LOCALES } from './locales';

export const PASSWORDS_DO_NOT_MATCH = /*i18n*/ 'Your passwords do not match.';
export const EMAILS_DO_NOT_MATCH = /*i18n*/ 'Your email addresses do not match.';
export const PASSWORD_MIN = 8;

const ENTER_A_PASSWORD = /*i18n*/ 'Please enter a password';

export const NewPassword = text({ error: REQUIRED })
  .min(1, ENTER_A_PASSWORD)
  .min(
    PASSWORD_MIN,
    fieldMessage('The {label} must be at least {min} characters', {
      label: /*i18n*/ 'password',
      min: PASSWORD_MIN,
    }),
  )
  .max(
    200,
    fieldMessage('The {label} must be at most {max} characters', { label: 'password', max: 200 }),
  );

const AnyPassword = text({ error: REQUIRED }).min(1, ENTER_A_PASSWORD).max(200);

export const RegisterInput = z
  .object({
    name: requiredText(/*i18n*/ 'name', 100),
    email: Email,
    confirmEmail: text({ error: REQUIRED }).trim().min(1, /*i18n*/ 'Please confirm your email'),
    password: NewPassword,
    confirmPassword: text({ error: REQUIRED }).min(1, /*i18n*/ 'Please confirm your password'),
  })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    message: EMAILS_DO_NOT_MATCH,
    path: ['confirmEmail'],
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const AuthenticateInput = z.object({ email: Email, password: AnyPassword });
export type AuthenticateInput = z.infer<typeof AuthenticateInput>;

export const UpdateDetailsInput = z.object({
  name: requiredText(/*i18n*/ 'name', 100),
  email: Email,
});
export type UpdateDetailsInput = z.infer<typeof UpdateDetailsInput>;

export const ChangePasswordInput = z
  .object({
    password: AnyPassword,
    newPassword: NewPassword,
    confirmPassword: text({ error: REQUIRED }).min(1, /*i18n*/ 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const RequestPasswordResetInput = z.object({ email: Email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInput>;

export const ResetPasswordInput = z.object({
  password: NewPassword,
  token: text({ error: REQUIRED }).min(1, /*i18n*/ 'The reset link is missing its token').max(200),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The reset form on the web also asks for the password twice. */
export const ResetPasswordForm = z
  .object({
    password: NewPassword,
    confirmPassword: text({ error: REQUIRED }).min(1, /*i18n*/ 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** A language the app speaks; an account without one follows the browser's. */
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const Settings = z.object({
  newRuleset: z.boolean(),
  /** The account's language; null goes back to the browser's. */
  language: Locale.nullable().optional(),
  /** Whether the first-company walkthrough on My Companies has been put away for good. */
  walkthroughDismissed: z.boolean().optional(),
});
export type Settings = z.infer<typeof Settings>;

/**
 * PUT /users/settings: the original client sends the whole user plus newRuleset. A setting
 * left out (the walkthrough's, which that client does not know) keeps its value.
 */
export const UpdateSettingsInput = z.looseObject({
  newRuleset: z.boolean({ error: REQUIRED }),
  walkthroughDismissed: z.boolean().optional(),
  language: Locale.nullable().optional(),
});
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInput>;

export const PublicUser = z.object({
  id: text(),
  name: text(),
  email: text(),
  donated: z.boolean(),
  newRuleset: z.boolean(),
  isAdmin: z.boolean(),
  walkthroughDismissed: z.boolean(),
  /** Absent (or null) while the account follows the browser's language. */
  language: Locale.nullable().optional(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** Answer of POST /users/authenticate; the web keeps it in local storage. */
export const AuthUser = PublicUser.extend({ token: text() });
export type AuthUser = z.infer<typeof AuthUser>;

export const MessageReply = z.object({ message: text() });
export type MessageReply = z.infer<typeof MessageReply>;

export const REGISTRATION_SUCCESSFUL = /*i18n*/ 'Registration successful';
export const RESET_REQUESTED =
  /*i18n*/ 'We have sent you an email with a link to reset your password. Please check your inbox';
export const PASSWORD_RESET_DONE =
  /*i18n*/ 'Your password has been updated. You can now log in using your new password.';
export const DETAILS_UPDATED = /*i18n*/ 'Details updated successfully';
export const PASSWORD_CHANGED = /*i18n*/ 'Password changed successfully';
