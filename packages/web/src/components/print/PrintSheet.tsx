import type { CampaignSummary, Company } from '@warband/schemas';
import { campaignWords } from './campaign-words';
import { inRankOrder, livingWarriors } from '../warrior-card/warrior-order';
import { companyReferences, type ReferenceEntry } from './print-content';
import { PrintCard } from './PrintCard';

function ReferenceList({ title, entries }: { title: string; entries: ReferenceEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      {entries.map((entry) => (
        <div key={`${entry.name}\u0000${entry.description}`} className="wl-print-entry">
          <p>
            <strong>{entry.name}</strong>
            {entry.profile && <> ({entry.profile})</>}
            {entry.description && <>: {entry.description}</>}
          </p>
        </div>
      ))}
    </>
  );
}

/**
 * A company's printed sheet: its header, a card for every living warrior in rank order, and
 * the full text of every rule, heroic action, spell and mount the company uses, once each.
 */
export function PrintSheet({
  company,
  newRuleset,
  campaign = null,
}: {
  company: Company;
  newRuleset: boolean;
  /** The campaign so far, when it is known. */
  campaign?: CampaignSummary | null;
}) {
  const warriors = inRankOrder(livingWarriors(company.warriors));
  const references = companyReferences(warriors, newRuleset);
  const hasReferences = Object.values(references).some((list) => list.length > 0);
  return (
    <article className="wl-print-sheet" data-testid="print-sheet">
      <h1>{company.name}</h1>
      <p className="wl-print-summary">
        {company.race} · Influence {company.influence} · Rating {company.rating} · Current Rating{' '}
        {company.currentRating} · {warriors.length} {warriors.length === 1 ? 'warrior' : 'warriors'}
      </p>
      {campaign && <p className="wl-print-summary">{campaignWords(campaign)}</p>}
      {warriors.map((warrior) => (
        <PrintCard key={warrior.id} warrior={warrior} newRuleset={newRuleset} />
      ))}
      {hasReferences && (
        <section className="wl-print-references">
          <h2>Rules, spells and mounts</h2>
          <ReferenceList title="Special rules" entries={references.rules} />
          <ReferenceList title="Heroic actions" entries={references.heroicActions} />
          <ReferenceList title="Spells" entries={references.spells} />
          <ReferenceList title="Mounts" entries={references.mounts} />
        </section>
      )}
    </article>
  );
}
