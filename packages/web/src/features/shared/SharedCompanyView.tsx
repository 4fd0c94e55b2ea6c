import { Badge, Stack, Text } from '@mantine/core';
import type { SharedCompany, Warrior } from '@warband/schemas';
import { Suspense, useState } from 'react';
import { CompanyHeader } from '../../components/company-header/CompanyHeader';
import { campaignWords } from '../../components/print/campaign-words';
import { PrintButton } from '../../components/print/PrintButton';
import { inRankOrder, livingWarriors } from '../../components/warrior-card/warrior-order';
import { WarriorGrid } from '../../components/warrior-card/WarriorGrid';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { WarriorEditor } from '../warriors';
import { SHARED_TEXTS as T } from './texts';
import { i18n } from '../../i18n/i18n';

/**
 * A shared company, read-only: its header, Print, and the cards of its living warriors in
 * rank order, in the company's ruleset. No Edit, battle or Share: a friend with the link, or a
 * fellow member of a campaign, views and prints,
 * and a card opens its warrior in View mode (the editor's Overview, nothing to save).
 */
export function SharedCompanyView({ company }: { company: SharedCompany }) {
  usePageTitle(company.name);
  const warriors = inRankOrder(livingWarriors(company.warriors));
  const [viewing, setViewing] = useState<Warrior | null>(null);
  const focus = useReturnFocus();
  return (
    <Stack gap="lg">
      <CompanyHeader
        company={company}
        badge={
          <Badge variant="outline" color="gray" size="lg">
            {T.readOnly}
          </Badge>
        }
        actions={
          <PrintButton
            company={company}
            newRuleset={company.newRuleset}
            campaign={company.campaign}
          />
        }
        summary={company.retired && <Text c="dimmed">{i18n._('Retired')}</Text>}
      >
        <Text size="sm">{campaignWords(company.campaign)}</Text>
        {company.backstory && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {company.backstory}
          </Text>
        )}
      </CompanyHeader>
      {warriors.length === 0 ? (
        <Text>{T.noWarriors}</Text>
      ) : (
        <WarriorGrid
          warriors={warriors}
          newRuleset={company.newRuleset}
          editable={false}
          onOpen={(warrior) => {
            focus.remember();
            setViewing(warrior);
          }}
        />
      )}
      {viewing && (
        <Suspense fallback={null}>
          <WarriorEditor
            key={viewing.id}
            company={company}
            warrior={viewing}
            editable={false}
            newRuleset={company.newRuleset}
            onClose={() => {
              setViewing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
