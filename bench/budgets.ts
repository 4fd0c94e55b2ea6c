// What a route may cost, and the check of one measured row against it.
import type { Row } from './measure';

export interface Budget {
  /** The slowest answer of a hundred, in milliseconds; unchecked when absent. */
  p99Ms?: number;
  /**
   * The server's RSS at its highest under the route's load, in MiB, as the bench has always
   * printed memory and the budgets have been read (docs/adr/0093-memory-of-the-embedded-database.md
   * and docs/adr/0102-the-companies-list-under-100-connections-one-statement.md).
   */
  peakRssMiB: number;
}

export interface BudgetCheck {
  route: string;
  measure: string;
  measured: string;
  budget: string;
  over: boolean;
}

/** One check per figure of the budget; failed requests are over any budget. */
export function checkBudgets(row: Row, budget: Budget): BudgetCheck[] {
  const peakMiB = row.peakRss / 1024 / 1024;
  const { p99Ms } = budget;
  return [
    ...(p99Ms === undefined
      ? []
      : [
          {
            route: row.route,
            measure: 'p99',
            measured: `${row.p99Ms} ms`,
            budget: `${p99Ms} ms`,
            over: row.p99Ms > p99Ms,
          },
        ]),
    {
      route: row.route,
      measure: 'peak RSS',
      measured: `${peakMiB.toFixed(0)} MiB (${(row.peakRss / 1e6).toFixed(0)} MB)`,
      budget: `${budget.peakRssMiB} MiB`,
      over: peakMiB > budget.peakRssMiB,
    },
    {
      route: row.route,
      measure: 'failed requests',
      measured: String(row.errors),
      budget: '0',
      over: row.errors > 0,
    },
  ];
}
