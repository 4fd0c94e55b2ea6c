import { Badge, Button } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { battleQueries } from '../../api/battles';
import { campaignOf } from '../../components/print/campaign-words';
import { PrintButton } from '../../components/print/PrintButton';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { CompanyExportMenu } from './CompanyExportMenu';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

// The dialog's code loads the first time it opens.
const ShareDialog = lazy(() =>
  import('./ShareDialog').then((module) => ({ default: module.ShareDialog })),
);

/** The company page's Print, Share and Export buttons. */
export function CompanyActions({ company }: { company: Company }) {
  // Every value of a company is worked out in its own ruleset.
  const { newRuleset } = company;
  const client = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const focus = useReturnFocus();
  return (
    <>
      {company.retired && (
        <Badge variant="outline" color="gray" size="lg">
          Retired
        </Badge>
      )}
      <PrintButton
        company={company}
        newRuleset={newRuleset}
        campaign={() =>
          client
            .fetchQuery(battleQueries.history(company.id))
            .then((history) => campaignOf(history.record, company.warriors))
        }
      />
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
