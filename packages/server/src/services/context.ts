import type { PublicUser } from '@warband/schemas';
import type { BackgroundTasks } from '../background';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { AnswerCache } from './answers/answer-cache';
import type { DataScope } from './answers/data-version';
import type { ImageStorage } from './image/image-storage';
import type { LoginAttempts } from './login-attempts';
import type { PasswordHasher } from './passwords';

/** Everything a service may use; built once per app. Inside a transaction `db` is the transaction. */
export interface ServiceContext {
  db: Database;
  config: Pick<AppConfig, 'adminEmails' | 'publicUrl' | 'rateLimitLoginFailures'>;
  passwords: PasswordHasher;
  mailer: Mailer;
  loginAttempts: LoginAttempts;
  /** Where warrior images are kept (the local disk or a bucket). */
  images: ImageStorage;
  /** Work that follows a committed write, such as removing replaced images. */
  background: BackgroundTasks;
  /** Lists as last answered to each player, sent again while their data is unchanged. */
  answers: AnswerCache;
}

/**
 * The signed-in player a service acts for: who they are, which ruleset their numbers use,
 * and the session the request came with. Every service verb has the one signature
 * `verb(ctx, caller, input)` (public verbs, such as register, take no caller).
 */
export interface Caller extends PublicUser {
  sessionId: string;
  /**
   * On a route that sends a kept list: the player's data version of the list's scope, read
   * with the session on this request (plugins/auth.ts), so the list needs no read of its own.
   */
  dataVersion?: { scope: DataScope; version: number };
}
