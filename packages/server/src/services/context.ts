import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from './passwords';

/** Everything a service may use; built once per app. */
export interface ServiceContext {
  db: Database;
  config: Pick<AppConfig, 'adminEmails' | 'publicUrl'>;
  passwords: PasswordHasher;
  mailer: Mailer;
}
