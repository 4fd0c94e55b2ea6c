import { Button } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { lazy, Suspense, useCallback, useState } from 'react';

// The print layout and its styles load on the first press.
const PrintLayout = lazy(() =>
  import('./PrintLayout').then((module) => ({ default: module.PrintLayout })),
);

interface PrintButtonProps {
  company: Company;
  /** The ruleset the company's values were worked out in. */
  newRuleset: boolean;
}

/** Print on a company page and on the shared view: the sheet, then the print dialog. */
export function PrintButton({ company, newRuleset }: PrintButtonProps) {
  // Each press lays the sheet out afresh (a new key), so a second press prints again even if
  // a browser never said the first dialog closed.
  const [printing, setPrinting] = useState<number | null>(null);
  const done = useCallback(() => setPrinting(null), []);
  return (
    <>
      <Button variant="light" onClick={() => setPrinting((count) => (count ?? 0) + 1)}>
        Print
      </Button>
      {printing !== null && (
        <Suspense fallback={null}>
          <PrintLayout key={printing} company={company} newRuleset={newRuleset} onDone={done} />
        </Suspense>
      )}
    </>
  );
}
