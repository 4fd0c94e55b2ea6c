import { Button } from '@mantine/core';
import type { CampaignSummary, Company } from '@warband/schemas';
import { lazy, Suspense, useCallback, useState } from 'react';

// The print layout and its styles load on the first press.
const PrintLayout = lazy(() =>
  import('./PrintLayout').then((module) => ({ default: module.PrintLayout })),
);

interface Printing {
  key: number;
  campaign: CampaignSummary | null;
}

interface PrintButtonProps {
  company: Company;
  /** The ruleset the company's values were worked out in. */
  newRuleset: boolean;
  /** The campaign so far, or how to read it when Print is pressed; none: the sheet leaves it out. */
  campaign?: CampaignSummary | (() => Promise<CampaignSummary>);
}

/** Print on a company page and on the shared view: the sheet, then the print dialog. */
export function PrintButton({ company, newRuleset, campaign }: PrintButtonProps) {
  // Each press lays the sheet out afresh (a new key), so a second press prints again even if
  // a browser never said the first dialog closed.
  const [printing, setPrinting] = useState<Printing | null>(null);
  const [reading, setReading] = useState(false);
  const done = useCallback(() => setPrinting(null), []);
  async function press() {
    let known: CampaignSummary | null = null;
    if (typeof campaign === 'function') {
      setReading(true);
      // A sheet without the campaign is better than no sheet.
      known = await campaign().catch(() => null);
      setReading(false);
    } else known = campaign ?? null;
    setPrinting((before) => ({ key: (before?.key ?? 0) + 1, campaign: known }));
  }
  return (
    <>
      <Button variant="light" loading={reading} onClick={() => void press()}>
        Print
      </Button>
      {printing !== null && (
        <Suspense fallback={null}>
          <PrintLayout
            key={printing.key}
            company={company}
            newRuleset={newRuleset}
            campaign={printing.campaign}
            onDone={done}
          />
        </Suspense>
      )}
    </>
  );
}
