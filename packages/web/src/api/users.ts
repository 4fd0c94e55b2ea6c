import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthUser,
  MessageReply,
  PublicUser,
  AuthenticateInput,
  ChangePasswordInput,
  RegisterInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  Settings,
  UpdateDetailsInput,
} from '@warband/schemas';
import { api } from './client';
import { lazySchema } from './schemas';
import { sessionStore } from './session-store';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// Replies are checked with the shared schemas, loaded when the first call needs them: the login
// page imports this module, and a visitor who does not log in never needs them.
const checkAuthUser = lazySchema((s) => s.AuthUser);
const checkMessage = lazySchema((s) => s.MessageReply);
const checkPublicUser = lazySchema((s) => s.PublicUser);

// Plain calls: one per endpoint of the accounts API.

export function authenticate(input: AuthenticateInput): Promise<AuthUser> {
  return api.post('/users/authenticate', input, checkAuthUser);
}

export function register(input: RegisterInput): Promise<MessageReply> {
  return api.post('/users/register', input, checkMessage);
}

/**
 * A reply with the player's account fields is news for the session, whoever asked. A read
 * only counts when nothing was saved while it was on its way: the save's reply is newer.
 */
async function intoSession(
  reply: Promise<PublicUser>,
  kind: 'read' | 'save' = 'save',
): Promise<PublicUser> {
  const since = kind === 'read' ? sessionStore.mark() : undefined;
  const user = await reply;
  // A reply without a language means the account follows the browser's again.
  sessionStore.update({ language: undefined, ...user }, since);
  return user;
}

export function updateDetails(input: UpdateDetailsInput): Promise<PublicUser> {
  return intoSession(api.put('/users/update', input, checkPublicUser));
}

export function changePassword(input: ChangePasswordInput): Promise<MessageReply> {
  return api.put('/users/password', input, checkMessage);
}

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<MessageReply> {
  return api.post('/users/request-password-reset', input, checkMessage);
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageReply> {
  return api.post('/users/reset-password', input, checkMessage);
}

export function getSettings(): Promise<PublicUser> {
  return intoSession(api.get('/users/settings', checkPublicUser), 'read');
}

export function updateSettings(input: Settings): Promise<PublicUser> {
  return intoSession(api.put('/users/settings', input, checkPublicUser));
}

export { logout } from './logout';

// Query keys: components read the player through useSession(), never from this cache.

export const userQueries = {
  all: () => QUERY_ROOTS.users,
  /** Reading the settings refreshes the session (see intoSession). */
  settings: () =>
    queryOptions({ queryKey: [...userQueries.all(), 'settings'] as const, queryFn: getSettings }),
};

// Hooks: what components use.

/**
 * Logs in: stores the user with its token, then refreshes the account settings
 * (docs/adr/0014-login-waits-for-the-settings-the-login-page-does.md). A failed settings load does
 * not undo the login; the stored user already carries the flags from the authenticate reply.
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
        // Once: the player is waiting on the login button.
        await queryClient.fetchQuery({ ...userQueries.settings(), retry: false });
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
  return useMutation({ mutationFn: updateDetails });
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

/** Reads the settings again (they may have changed on another device) into the session. */
export function useRefreshSession(enabled: boolean) {
  return useQuery({ ...userQueries.settings(), enabled });
}

/** Puts the first-company walkthrough away for good: a setting that changes no other data. */
export function useDismissWalkthrough() {
  return useMutation({
    mutationFn: (newRuleset: boolean) => updateSettings({ newRuleset, walkthroughDismissed: true }),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => {
      // What the settings change (the ruleset new companies and profiles take) shows everywhere.
      void refreshAfter(queryClient, 'settingsChanged');
    },
  });
}
