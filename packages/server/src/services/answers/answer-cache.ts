import type { JsonText } from '../../serializer';

/** A list's answer as last sent to one player, and what it was built from. */
export interface KeptAnswer {
  /** The player's data version (data_versions) of the content the answer was built from. */
  version: number;
  /** Whatever else the answer depends on, such as the player's ruleset. */
  variant: string;
  answer: JsonText;
}

/**
 * A few megabytes of answers, for every list of every player together: a dozen players of ten
 * full companies (some 300 KB each) and two hundred armoury items (some 90 KB), in a process
 * that must stay within its memory budget (bench/RESULTS.md#budgets; PostgreSQL's is 150 MB and the
 * server holds some 140). Counted in bytes rather than entries because answers range from a
 * few hundred bytes to some hundred kilobytes. A player pushed out is only read again.
 */
export const CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The kept answers, the most recently used kept when space runs out. Only ever served after
 * the database has confirmed their version (kept-answer.ts), so what it holds may be out of
 * date but is never sent out of date.
 */
export class AnswerCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;
  /** Answers being built (kept-answer.ts), by key and variant, for others to wait on. */
  readonly building = new Map<string, Promise<KeptAnswer>>();

  constructor(private readonly maxBytes = CACHE_BYTES) {}

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map order is the order of use: the first entry is the one used longest ago.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: KeptAnswer): void {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

/**
 * The text twice (as a string, and as the UTF-8 bytes sent), plus a tenth for the compressed
 * copies it may come to hold.
 */
function sizeOf(entry: KeptAnswer): number {
  return Math.ceil(entry.answer.text.length * 2.1);
}
