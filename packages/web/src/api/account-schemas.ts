/**
 * The shared schemas the app's own modules check with before any page's code is in: the
 * account's forms and replies and the banner list. Loaded on first use (api/schemas.ts) as one
 * small chunk with zod, so that a first page, and a signed-in page's frame, never build the
 * schemas of the pages they do not show
 * (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
 */
export {
  AdvertsConfig,
  AuthenticateInput,
  AuthUser,
  MessageReply,
  PublicUser,
  RegisterInput,
} from '@warband/schemas';
