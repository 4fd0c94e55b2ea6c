import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthenticateInput,
  AuthUser,
  ChangePasswordInput,
  MessageReply,
  PASSWORD_RESET_DONE,
  PublicUser,
  REGISTRATION_SUCCESSFUL,
  RegisterInput,
  RequestPasswordResetInput,
  RESET_REQUESTED,
  ResetPasswordInput,
  UpdateDetailsInput,
  UpdateSettingsInput,
} from '@warband/schemas';
import { localeOf, translate } from '../i18n/translations';
import { callerOf } from '../plugins/auth';
import { authenticateUser } from '../services/account/authenticate-user';
import { changePassword } from '../services/account/change-password';
import type { ServiceContext } from '../services/context';
import { logOut } from '../services/account/log-out';
import { registerUser } from '../services/account/register-user';
import { requestPasswordReset } from '../services/account/request-password-reset';
import { resetPassword } from '../services/account/reset-password';
import { updateSettings } from '../services/account/settings';
import { updateDetails } from '../services/account/update-details';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['users'];
  // The routes that take a password, or an email whose answer tells of an account, share the
  // credentials rate limit (docs/adr/0108-rate-limits-run-before-anything-else-authentication.md,
  // docs/adr/0008-account-enumeration-and-lockout.md).
  const limited = { config: { credentials: true } };
  const security = [{ bearerAuth: [] }];

  app.post(
    '/authenticate',
    { ...limited, schema: { tags, body: AuthenticateInput, response: { 200: AuthUser } } },
    (request) => authenticateUser(ctx, request.body),
  );

  app.post(
    '/register',
    { ...limited, schema: { tags, body: RegisterInput, response: { 201: MessageReply } } },
    async (request, reply) => {
      await registerUser(ctx, request.body);
      return reply
        .code(201)
        .send({ message: translate(localeOf(request), REGISTRATION_SUCCESSFUL) });
    },
  );

  app.post(
    '/request-password-reset',
    {
      ...limited,
      schema: { tags, body: RequestPasswordResetInput, response: { 200: MessageReply } },
      // The answer goes first and is the same for every address: looking the account up,
      // storing a token and mailing it happen afterwards, so the timing tells nothing either.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const input = request.body;
        const locale = localeOf(request);
        app.background.run('password reset request', () =>
          requestPasswordReset(ctx, input, locale),
        );
      },
    },
    async (request) => ({ message: translate(localeOf(request), RESET_REQUESTED) }),
  );

  app.post(
    '/reset-password',
    { ...limited, schema: { tags, body: ResetPasswordInput, response: { 200: MessageReply } } },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: translate(localeOf(request), PASSWORD_RESET_DONE) };
    },
  );

  app.put(
    '/update',
    {
      ...limited,
      onRequest: app.requireUser,
      schema: { tags, security, body: UpdateDetailsInput, response: { 200: PublicUser } },
    },
    (request) => updateDetails(ctx, callerOf(request), request.body),
  );

  app.put(
    '/password',
    {
      ...limited,
      config: {
        ...limited.config,
        operationSecrets: ['password', 'newPassword', 'confirmPassword'],
      },
      onRequest: app.requireUser,
      schema: { tags, security, body: ChangePasswordInput, response: { 200: MessageReply } },
    },
    (request) => changePassword(ctx, callerOf(request), request.body, localeOf(request)),
  );

  app.get(
    '/settings',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: PublicUser } } },
    (request) => {
      const { sessionId: _sessionId, ...user } = callerOf(request);
      return user;
    },
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: UpdateSettingsInput, response: { 200: PublicUser } },
    },
    (request) => updateSettings(ctx, callerOf(request), request.body),
  );

  app.post(
    '/logout',
    { onRequest: app.requireUser, schema: { tags, security } },
    async (request, reply) => {
      await logOut(ctx, callerOf(request));
      return reply.code(204).send();
    },
  );
};
