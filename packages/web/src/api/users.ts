import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuthUser,
  MessageReply,
  PublicUser,
  type AuthenticateInput,
  type ChangePasswordInput,
  type RegisterInput,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
  type Settings,
  type UpdateDetailsInput,
} from '@warband/schemas';
import type { z } from 'zod';
import { api, ApiRequestError } from './client';
import { sessionStore } from './session-store';

/** Checks a reply against its schema so a server drift shows as one clear error. */
function parseReply<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(
      'The server sent an unexpected reply. Please try again.',
      0,
      'BAD_REPLY',
    );
  }
  return parsed.data;
}

// Plain calls: one per endpoint of the accounts API.

export async function authenticate(input: AuthenticateInput): Promise<AuthUser> {
  return parseReply(AuthUser, await api.post('/users/authenticate', input));
}

export async function register(input: RegisterInput): Promise<MessageReply> {
  return parseReply(MessageReply, await api.post('/users/register', input));
}

export async function updateDetails(input: UpdateDetailsInput): Promise<PublicUser> {
  return parseReply(PublicUser, await api.put('/users/update', input));
}

export async function changePassword(input: ChangePasswordInput): Promise<MessageReply> {
  return parseReply(MessageReply, await api.put('/users/password', input));
}

export async function requestPasswordReset(
  input: RequestPasswordResetInput,
): Promise<MessageReply> {
  return parseReply(MessageReply, await api.post('/users/request-password-reset', input));
}

export async function resetPassword(input: ResetPasswordInput): Promise<MessageReply> {
  return parseReply(MessageReply, await api.post('/users/reset-password', input));
}

export async function getSettings(): Promise<PublicUser> {
  return parseReply(PublicUser, await api.get('/users/settings'));
}

export async function updateSettings(input: Settings): Promise<PublicUser> {
  return parseReply(PublicUser, await api.put('/users/settings', input));
}

export async function logout(): Promise<void> {
  await api.post('/users/logout');
}

// React Query hooks: what components use.

export const userKeys = {
  settings: ['users', 'settings'] as const,
};

/**
 * Logs in: stores the user with its token, then refreshes the account settings (spec section
 * 4, Session). A failed settings load does not undo the login; the stored user already carries
 * the flags from the authenticate reply.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AuthenticateInput) => {
      const user = await authenticate(input);
      // Anything cached belongs to whoever was here before.
      queryClient.removeQueries();
      sessionStore.set(user);
      try {
        const settings = await getSettings();
        sessionStore.merge(settings);
        queryClient.setQueryData(userKeys.settings, settings);
      } catch {
        // Keep the login; the settings are read again on the account page.
      }
      return sessionStore.get() ?? user;
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useUpdateDetails() {
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: (user) => {
      if (user.name) sessionStore.merge(user);
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The signed-in player's settings; a fresh reply is merged into the stored user. */
export function useSettings(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.settings,
    queryFn: async () => {
      const settings = await getSettings();
      sessionStore.merge(settings);
      return settings;
    },
    enabled,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => {
      sessionStore.merge(user);
      queryClient.setQueryData(userKeys.settings, user);
      // Derived values (points, characteristics) depend on the ruleset.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== userKeys.settings[0],
      });
    },
  });
}
