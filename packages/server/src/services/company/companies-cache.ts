import type { JsonText } from '../../serializer';

/** What a player's GET /companies answered, and for which content and ruleset. */
export interface CachedCompanies {
  /** companiesVersion() of the content the answer was built from. */
  version: string;
  newRuleset: boolean;
  answer: JsonText;
}

/**
 * A few megabytes of answers: a dozen players of ten full companies, in a process that must
 * stay within its memory budget (DESIGN.md section 8). A player pushed out is only read from
 * the database again.
 */
export const CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The last answer of each player, the most recently used kept when space runs out. Only ever
 * served after the database has confirmed its version (companies-answer.ts), so what it holds
 * can be out of date but is never sent out of date.
 */
export class CompaniesCache {
  private readonly entries = new Map<string, CachedCompanies>();
  private bytes = 0;

  constructor(private readonly maxBytes = CACHE_BYTES) {}

  get(userId: string): CachedCompanies | undefined {
    const entry = this.entries.get(userId);
    if (entry) {
      // Map order is the order of use: the first entry is the one used longest ago.
      this.entries.delete(userId);
      this.entries.set(userId, entry);
    }
    return entry;
  }

  set(userId: string, entry: CachedCompanies): void {
    this.delete(userId);
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    this.entries.set(userId, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.bytes -= sizeOf(entry);
  }
}

/**
 * The text twice (as a string, and as the UTF-8 bytes sent), plus a tenth for the compressed
 * copies it may come to hold.
 */
function sizeOf(entry: CachedCompanies): number {
  return Math.ceil(entry.answer.text.length * 2.1);
}
