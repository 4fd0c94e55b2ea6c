import type { SyncReport } from '../../api/offline/sync';
import { SYNC_TEXTS as T } from './texts';

/**
 * What a sync tells the player: the writes applied, and how many changes made on another
 * device they were merged with; or that the server refused some. Nothing when nothing was sent.
 */
export function syncMessage(
  report: Pick<SyncReport, 'applied' | 'refused'>,
): { kind: 'success' | 'danger'; text: string } | null {
  const titles = report.applied.map((applied) => applied.title);
  const merged = report.applied.reduce((sum, applied) => sum + applied.merged, 0);
  const applied = titles.length > 0 ? T.applied(titles, merged) : '';
  if (report.refused.length > 0) {
    const refused = T.refused(report.refused.map((entry) => entry.about.title));
    return { kind: 'danger', text: applied ? `${applied} ${refused}` : refused };
  }
  return applied ? { kind: 'success', text: applied } : null;
}
