import { Stack, Tabs, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CharacteristicLine } from '../../components/warrior-card/CharacteristicLine';
import type { EditorMode } from './editor-form';
import { useEditorFormContext } from './editor-form';
import { liveFigures, wargearPrices } from './editor-derive';
import { InfluencePanel, NoWargear, PointsPanel } from './OverviewPanels';

interface OverviewTabProps {
  mode: EditorMode;
  newRuleset: boolean;
  editable: boolean;
  /** The company's influence, set against the warrior's; absent for a profile. */
  companyInfluence: number | null;
}

type Section = 'influence' | 'points' | 'characteristics' | 'biography';

/**
 * The summary before saving: sub-tabs Influence, Points, Characteristics and Biography (a
 * profile has neither influence nor a biography). The figures are the rules' own, live.
 */
export function OverviewTab({ mode, newRuleset, editable, companyInfluence }: OverviewTabProps) {
  const form = useEditorFormContext();
  const { values } = form;
  const figures = liveFigures(mode, values, newRuleset);
  const prices = wargearPrices(mode, values);
  const warrior = companyInfluence !== null;
  const [section, setSection] = useState<Section>(warrior ? 'influence' : 'points');
  return (
    <Tabs
      value={section}
      onChange={(next) => next && setSection(next as Section)}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List mb="md" aria-label="Overview">
        {warrior && <Tabs.Tab value="influence">Influence</Tabs.Tab>}
        <Tabs.Tab value="points">Points</Tabs.Tab>
        <Tabs.Tab value="characteristics">Characteristics</Tabs.Tab>
        {warrior && <Tabs.Tab value="biography">Biography</Tabs.Tab>}
      </Tabs.List>
      {warrior && (
        <Tabs.Panel value="influence">
          <InfluencePanel total={figures.influenceTotal} company={companyInfluence} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="points">
        <Stack gap="xs">
          <PointsPanel mode={mode} figures={figures} prices={prices} />
          {prices.length === 0 && <NoWargear />}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="characteristics">
        <CharacteristicLine
          warrior={{ rank: values.rank, totalStats: figures.totalStats }}
          newRuleset={newRuleset}
        />
      </Tabs.Panel>
      {warrior && (
        <Tabs.Panel value="biography">
          <Textarea
            label="Biography"
            autosize
            minRows={4}
            maxRows={14}
            readOnly={!editable}
            {...form.getInputProps('biography')}
          />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
