import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { SYNC_TEXTS } from '../../components/sync/texts';
import { syncStore } from '../../components/sync/sync-store';
import { useWaitingToSync } from '../../components/sync/useSyncState';
import type { Company, Warrior } from '@warband/schemas';
import { lazy, Suspense, useState } from 'react';
import { NewCard } from '../../components/cards/CardGrid';
import { CompanyHeader } from '../../components/company-header/CompanyHeader';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { livingWarriors } from '../../components/warrior-card/warrior-order';
import { WarriorGrid } from '../../components/warrior-card/WarriorGrid';
import { useFirstThenAll } from '../../hooks/useFirstThenAll';
import { useLoadWhenIdle } from '../../hooks/useLoadWhenIdle';
import { useNearViewport } from '../../hooks/useNearViewport';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useScrollToCard } from './useScrollToCard';
import { useStoredSort } from '../../hooks/useStoredSort';
import { DEFAULT_WARRIOR_SORT, sortWarriors, WARRIOR_SORTS } from './company-sort';
import { CompanyActions } from './CompanyActions';
import { StartBattleButton, StartBattleReason } from './StartBattle';
import { COMPANY_TEXTS } from './texts';
import { loadWarriorEditor, useDuplicateWarrior, WarriorEditor } from '../warriors';
import { WarriorMenu } from './WarriorMenu';
import { WarriorSortMenu } from './WarriorSortMenu';
import { LayoutSwitch, useCompanyLayout, WarriorRoster } from './WarriorRoster';

// The dialogs' code is not in the page's first load: it loads once the page is idle.
const loadCompanyDialog = () => import('./CompanyDialog');
const CompanyDialog = lazy(() =>
  loadCompanyDialog().then((module) => ({ default: module.CompanyDialog })),
);

/** Cards drawn with the page as it opens: a phone's screen, a wide screen's first row. */
const FIRST_CARDS = 3;

// Below the cards and never on the first paint: its code (and the history) come after them.
const CompanyStory = lazy(() =>
  import('./CompanyStory').then((module) => ({ default: module.CompanyStory })),
);

interface OpenWarrior {
  warrior: Warrior | null;
  key: number;
}

/**
 * A company's header (name, Edit, sort, influence and rating), its warriors' cards and its
 * Battle History.
 */
export function CompanyView({ company }: { company: Company }) {
  usePageTitle(company.name);
  // Every value of a company is worked out in its own ruleset.
  const { newRuleset } = company;
  const [sort, setSort] = useStoredSort('company', WARRIOR_SORTS, DEFAULT_WARRIOR_SORT);
  const [editing, setEditing] = useState<number | null>(null);
  // Below the cards: read and drawn as the player scrolls towards it
  // (docs/adr/0100-the-battle-history-loads-as-the-player-scrolls.md).
  const [historyPlace, historyNear] = useNearViewport<HTMLDivElement>();
  const [open, setOpen] = useState<OpenWarrior | null>(null);
  useLoadWhenIdle(loadCompanyDialog, loadWarriorEditor);
  const focus = useReturnFocus();
  const openWarrior = (warrior: Warrior | null) => {
    focus.remember();
    setOpen({ warrior, key: nextDialogKey() });
  };
  // A retired company is read-only until re-enlisted; the server refuses its warriors' writes.
  const editable = !company.retired;
  const warriors = sortWarriors(livingWarriors(company.warriors), sort);
  // Fifteen cards drawn at once were one long task on a phone
  // (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md).
  const shown = useFirstThenAll(warriors, FIRST_CARDS);
  const allShown = shown.length === warriors.length;
  const [layout, setLayout] = useCompanyLayout();
  useScrollToCard(shown.length);
  // Changes made at the table without a signal: shown as they will be, until applied.
  const { waiting, refused } = useWaitingToSync(company.id);
  const duplicate = useDuplicateWarrior();

  return (
    <Stack gap="lg">
      <CompanyHeader
        company={company}
        actions={
          <>
            <Button
              variant="light"
              onClick={() => {
                focus.remember();
                setEditing(nextDialogKey());
              }}
            >
              Edit
            </Button>
            <CompanyActions company={company} />
            <WarriorSortMenu value={sort} onChange={setSort} />
            {!company.retired && <StartBattleButton company={company} />}
          </>
        }
      >
        {refused.length > 0 && (
          <Alert color="red" variant="light" title={SYNC_TEXTS.reviewTitle} role="status" p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {SYNC_TEXTS.refusedHelp(refused.map((entry) => entry.about.title))}
              </Text>
              <Button
                size="sm"
                mih={44}
                variant="light"
                onClick={() => syncStore.set({ reviewing: refused[0]?.seq ?? null })}
              >
                {SYNC_TEXTS.review}
              </Button>
            </Group>
          </Alert>
        )}
        {waiting && (
          <Alert
            color="orange"
            variant="light"
            title={SYNC_TEXTS.waitingBadge}
            role="status"
            p="xs"
          >
            {SYNC_TEXTS.waitingHelp}
          </Alert>
        )}
        {!company.retired && <StartBattleReason company={company} />}
      </CompanyHeader>

      {!editable && <Text>{COMPANY_TEXTS.retiredReadOnly}</Text>}
      {warriors.length === 0 && <Text>{COMPANY_TEXTS.noWarriors}</Text>}
      {warriors.length > 0 && <LayoutSwitch value={layout} onChange={setLayout} />}
      {layout === 'roster' ? (
        <>
          <WarriorRoster
            warriors={warriors}
            newRuleset={newRuleset}
            editable={editable}
            onOpen={openWarrior}
          />
          {editable && (
            <Button variant="light" mih={44} onClick={() => openWarrior(null)}>
              {COMPANY_TEXTS.newWarrior}
            </Button>
          )}
        </>
      ) : (
        <WarriorGrid
          warriors={shown}
          newRuleset={newRuleset}
          editable={editable}
          onOpen={openWarrior}
          cardActions={(warrior) => (
            <WarriorMenu
              warrior={warrior}
              newRuleset={newRuleset}
              onDuplicate={editable ? (original) => void duplicate(original) : undefined}
            />
          )}
        >
          {/* After the last card, once it is there: it never moves down as the rest arrive.
              Not on a retired company, whose warriors only open for viewing. */}
          {allShown && editable && (
            <NewCard label={COMPANY_TEXTS.newWarrior} onClick={() => openWarrior(null)} />
          )}
        </WarriorGrid>
      )}
      {/* Nothing is reserved while it loads: it sits below the cards, so they never move. Its
          place comes with the last card, or the first ones would bring it near the screen. */}
      {allShown && (
        <div ref={historyPlace}>
          {historyNear && (
            <Suspense fallback={null}>
              <CompanyStory company={company} />
            </Suspense>
          )}
        </div>
      )}

      {editing !== null && (
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <CompanyDialog
            key={editing}
            company={company}
            onClose={() => {
              setEditing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <WarriorEditor
            key={open.key}
            company={company}
            warrior={open.warrior}
            editable={editable}
            onClose={() => {
              setOpen(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
