import { Badge, Button } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { lazy, Suspense, useState } from 'react';
import { PrintButton } from '../../components/print/PrintButton';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { CompanyExportMenu } from './CompanyExportMenu';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

// The dialog's code loads the first time it opens.
const ShareDialog = lazy(() =>
  import('./ShareDialog').then((module) => ({ default: module.ShareDialog })),
);

/** The company page's Print, Share and Export buttons. */
export function CompanyActions({ company }: { company: Company }) {
  const newRuleset = useSession()?.newRuleset ?? false;
  const [sharing, setSharing] = useState(false);
  const focus = useReturnFocus();
  return (
    <>
      {company.retired && (
        <Badge variant="outline" color="gray" size="lg">
          Retired
        </Badge>
      )}
      <PrintButton company={company} newRuleset={newRuleset} />
      <Button
        variant="light"
        onClick={() => {
          focus.remember();
          setSharing(true);
        }}
      >
        {T.share}
      </Button>
      <CompanyExportMenu company={company} />
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog
            companyId={company.id}
            onClose={() => {
              setSharing(false);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
