// What a route may cost, and the check of one measured row against it.
import type { Row } from './measure';

export interface Budget {
  /** The slowest answer of a hundred, in milliseconds. */
  p99Ms: number;
  /** The server's RSS, at its highest under the route's load, in MB of 10^6 bytes. */
  peakRssMB: number;
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
  const peakMB = row.peakRss / 1e6;
  return [
    {
      route: row.route,
      measure: 'p99',
      measured: `${row.p99Ms} ms`,
      budget: `${budget.p99Ms} ms`,
      over: row.p99Ms > budget.p99Ms,
    },
    {
      route: row.route,
      measure: 'peak RSS',
      measured: `${peakMB.toFixed(0)} MB`,
      budget: `${budget.peakRssMB} MB`,
      over: peakMB > budget.peakRssMB,
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
