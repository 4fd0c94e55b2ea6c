/**
 * The names already used in one library, for an import that adds duplicates as copies:
 * '<name> (copy)', '<name> (copy 2)', … Duplicates are judged by type and by name, trimmed and
 * ignoring case.
 *
 * Finding a free copy name must not probe candidates one by one: a library holding a thousand
 * copies of a name would make each new copy try a thousand names, and a big import would hold
 * the server for minutes. So every name is also read as '<stem> (copy n)' when it has that
 * form, and the highest n per stem is kept: the next copy of a stem is the next number, found
 * in a constant number of steps.
 */
import { present } from '@warband/rules/narrow';
export class LibraryNames {
  private readonly taken = new Set<string>();
  private readonly highestCopy = new Map<string, number>();

  constructor(private readonly maxLength: number) {}

  has(type: string, name: string): boolean {
    return this.taken.has(nameKey(type, name));
  }

  add(type: string, name: string): void {
    this.taken.add(nameKey(type, name));
    const copy = COPY_NAME.exec(name.trim());
    if (!copy) return;
    const n = copy[2] === undefined ? 1 : Number(copy[2]);
    // Numbers beyond any library's size can never be reached by counting, so they need not
    // be remembered (and must not push the next number out of range).
    if (n > MAX_COPY_NUMBER) return;
    const key = nameKey(type, present(copy[1], 'The copied name'));
    if (n > (this.highestCopy.get(key) ?? 0)) this.highestCopy.set(key, n);
  }

  /** A free copy name for `name`; remembers it as taken. */
  addCopy(type: string, name: string): string {
    let n = 1;
    for (;;) {
      const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
      // Shortened so the result still fits a name field; the stem then depends on the suffix.
      const stem = name
        .trim()
        .slice(0, this.maxLength - suffix.length)
        .trimEnd();
      const highest = this.highestCopy.get(nameKey(type, stem)) ?? 0;
      if (n <= highest) {
        n = highest + 1;
        continue;
      }
      const candidate = `${stem}${suffix}`;
      // Only a name with a number past MAX_COPY_NUMBER can be taken here.
      if (this.has(type, candidate)) {
        n++;
        continue;
      }
      this.add(type, candidate);
      return candidate;
    }
  }
}

const COPY_NAME = /^(.*) \(copy(?: ([1-9]\d{0,8}))?\)$/s;
const MAX_COPY_NUMBER = 1_000_000;

const nameKey = (type: string, name: string) => `${type}\u0000${name.trim().toLowerCase()}`;
