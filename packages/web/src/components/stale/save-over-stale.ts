import { present } from '@warband/rules';
import { ApiRequestError, type ReplySchema } from '../../api/client';
import { confirmAction } from '../dialogs/confirm';
import { STALE_TEXTS } from './texts';

export interface StaleSaveOptions<Stored extends { revision: number }, Result> {
  /** What is saved, as the question names it: "warrior", "company". */
  noun: string;
  /**
   * The stored record the form's edits are based on. When a save finds it changed, it becomes
   * the stored one, so the next save is based on what the player has now seen. A form that
   * creates a record has none, and never saves through here.
   */
  base: { current: Stored | null };
  /** Checks the stored record the refusal carries. */
  schema: ReplySchema<Stored>;
  /** The write, based on this revision. */
  save: (revision: number) => Promise<Result>;
  /** What a player would see changed between two versions of the record, one line each. */
  changes: (before: Stored, after: Stored) => string[];
  /** Puts the stored record into the form, when the player keeps it instead of their edits. */
  showStored: (stored: Stored) => void;
}

// A record that keeps changing in ways the form does not show (the company's sharing, say)
// is saved over without asking only this many times in a row before the player is told.
const QUIET_RETRIES = 3;

/**
 * Saves, and when the server refuses because the record changed since the form was opened
 * (409 STALE, by a battle, another tab or another device), shows the player what changed
 * and lets them choose: save their edits over it, or keep the stored record (the form then
 * shows it). A change the form does not show is saved over without asking.
 */
export async function saveOverStale<Stored extends { revision: number }, Result>(
  options: StaleSaveOptions<Stored, Result>,
  quietRetries = QUIET_RETRIES,
): Promise<Result> {
  const based = present(options.base.current, `The ${options.noun} the form was opened on`);
  try {
    return await options.save(based.revision);
  } catch (error) {
    const stored = storedRecordOf(error, options.schema);
    if (!stored) throw error;
    const changes = options.changes(based, stored);
    options.base.current = stored;
    if (changes.length === 0 && quietRetries > 0) return saveOverStale(options, quietRetries - 1);
    if (await askToSaveOver(options.noun, changes)) return saveOverStale(options);
    options.showStored(stored);
    throw new ApiRequestError(STALE_TEXTS.keptStored(options.noun), 409, 'STALE');
  }
}

function storedRecordOf<Stored>(error: unknown, schema: ReplySchema<Stored>): Stored | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'STALE') return null;
  const parsed = schema.safeParse(error.current);
  return parsed.success ? parsed.data : null;
}

function askToSaveOver(noun: string, changes: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    confirmAction({
      title: STALE_TEXTS.title,
      message: STALE_TEXTS.question(noun, changes),
      labels: { confirm: STALE_TEXTS.saveMine, cancel: STALE_TEXTS.keepStored },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
