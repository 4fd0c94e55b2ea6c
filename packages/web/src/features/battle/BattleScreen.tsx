import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { eligibleAtStart } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BATTLE_START_TEXTS } from '../../components/battle-start/texts';
import { confirmAction } from '../../components/dialogs/confirm';
import { lazyDialog } from '../../components/dialogs/lazy-dialog';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useLoadWhenIdle } from '../../hooks/useLoadWhenIdle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { AgainstTheOddsStep } from './AgainstTheOddsStep';
import classes from './Battle.module.css';
import { BattleHeader } from './BattleHeader';
import type { MatchStart } from './battle-match';
import { hasBegun } from './battle-state';
import { BattleStep } from './BattleStep';
import { BattleTurn } from './BattleTurn';
import { DiscardedBattleNotice } from './DiscardedBattleNotice';
import { PreBattleStep } from './PreBattleStep';
import { SavedBattlePrompt } from './SavedBattlePrompt';
import { BATTLE_TEXTS as T } from './texts';
import { useLeaveWarning } from './useLeaveWarning';
import { useSavedBattle } from './useSavedBattle';
import { useStepFocus } from './useStepFocus';

// The War's Aftermath loads once a battle ends, so the battle's taps never wait on it.
const AftermathWizard = lazy(() =>
  import('./aftermath/AftermathWizard').then((module) => ({ default: module.AftermathWizard })),
);
// The reference tables are not in battle mode's first load: they load once it is idle.
const { Dialog: ToolsDialog, load: loadToolsDialog } = lazyDialog(() =>
  import('./ToolsDialog').then((module) => module.ToolsDialog),
);

interface BattleScreenProps {
  company: Company;
  playerId: string;
  /** The match a new battle is fought for (or a live one's aftermath), when started from one. */
  fromMatch?: MatchStart;
}

/** The note that the battle is kept on this device: the same on every tap, so drawn once. */
const KeptOnDevice = memo(function KeptOnDevice() {
  return (
    <Text size="sm" c="dimmed">
      {T.keptOnDevice}
    </Text>
  );
});

/** Battle mode's flow: saved battle, Old Battle Wounds, Against the Odds, battle, end. */
export function BattleScreen({ company, playerId, fromMatch }: BattleScreenProps) {
  usePageTitle(`${T.title}: ${company.name}`);
  const navigate = useNavigate();
  const { newRuleset } = company;
  const {
    battle,
    discarded,
    conflict,
    unsaved,
    dispatch,
    start,
    discard,
    forget,
    restore,
    takeNewer,
  } = useSavedBattle(playerId, company.id);
  // A battle found on arrival waits for Continue or Discard; one started here does not, nor
  // the aftermath of the live battle the player came back to.
  const [asking, setAsking] = useState(
    () => battle !== null && !(fromMatch?.ended && battle.match?.id === fromMatch.match.id),
  );
  const [tools, setTools] = useState(false);
  useLoadWhenIdle(loadToolsDialog);
  const leaving = useRef(false);
  const focus = useReturnFocus();
  // Keyed by the battle too: a restored battle may stand at the step the new one was on.
  const step = useStepFocus(battle ? `${battle.battleId}:${battle.stage}` : undefined);
  const toCompany = useCallback(() => {
    leaving.current = true;
    void navigate(`/company/${company.id}`);
  }, [navigate, company.id]);
  const liveMatch = battle?.match?.live ? battle.match : undefined;
  // A live battle's aftermath goes back to it, the choices so far kept on the device.
  const toLive = (matchId: string) => {
    leaving.current = true;
    void navigate(`/match/${matchId}/live`);
  };

  // With no one to count for break points there is no battle to fight (a kept one may go on).
  // Counted once per company, not on every tap.
  const canFight = useMemo(
    () => eligibleAtStart(Object.values(company.warriors)) > 0,
    [company.warriors],
  );

  useEffect(() => {
    if (!asking && battle === null && !conflict && !leaving.current && canFight)
      start(company, fromMatch);
  }, [asking, battle, conflict, company, start, canFight, fromMatch]);
  // The War's Aftermath's choices are kept on the device too, until the server has them.
  useLeaveWarning(battle !== null, leaving);

  // Stable, with the header memoised: a tap redraws the battle's rows, not the header.
  const quit = useCallback(
    () =>
      confirmAction({
        title: T.quitTitle,
        message: T.quitConfirm,
        danger: true,
        touch: true,
        onConfirm: () => {
          leaving.current = true;
          forget();
          toCompany();
        },
      }),
    [forget, toCompany],
  );
  const end = useCallback(
    () =>
      confirmAction({
        title: T.endBattle,
        message: T.endConfirm,
        touch: true,
        onConfirm: () => dispatch({ type: 'endBattle' }),
      }),
    [dispatch],
  );
  const { remember } = focus;
  const openTools = useCallback(() => {
    remember();
    setTools(true);
  }, [remember]);

  return (
    <div className={classes.screen}>
      <BattleHeader
        companyName={company.name}
        canEnd={!asking && battle?.stage === 'battle'}
        onQuit={quit}
        onTools={openTools}
        onEnd={end}
      />
      {battle?.match && !asking && (
        <Text fw={700} data-testid="battle-match">
          {battle.match.campaignId
            ? T.forMatch(battle.match.name)
            : T.forFriendlyMatch(battle.match.name)}
        </Text>
      )}
      {conflict && (
        <Alert
          color="yellow"
          role="alert"
          title={conflict.newer ? T.conflictNewer : T.conflictRemoved}
        >
          {conflict.newer ? (
            <Button className={classes.target} mt="xs" onClick={takeNewer}>
              {T.loadNewer}
            </Button>
          ) : (
            <Button className={classes.target} mt="xs" onClick={toCompany}>
              {T.backToCompany}
            </Button>
          )}
        </Alert>
      )}
      {unsaved && (
        <Alert color="yellow" role="alert">
          {T.unsaved}
        </Alert>
      )}
      {!asking && !conflict && discarded && (battle === null || !hasBegun(battle)) && (
        <DiscardedBattleNotice discarded={discarded} onRestore={restore} />
      )}
      {battle === null && !conflict && !canFight && (
        <Stack gap="sm" align="flex-start">
          <Text>{BATTLE_START_TEXTS.noneCanFight}</Text>
          <Button className={classes.target} onClick={toCompany}>
            {T.backToCompany}
          </Button>
        </Stack>
      )}
      {asking && battle ? (
        <SavedBattlePrompt
          battle={battle}
          onContinue={() => setAsking(false)}
          onDiscard={() =>
            confirmAction({
              title: T.discardTitle,
              message: T.discardConfirm,
              danger: true,
              touch: true,
              onConfirm: () => {
                discard();
                setAsking(false);
              },
            })
          }
        />
      ) : (
        battle && (
          <>
            {!unsaved && battle.stage !== 'ended' && <KeptOnDevice />}
            {/* Outside the step: the battle's focus goes to the casualty banner, not the turn. */}
            {battle.stage === 'battle' && (
              <BattleTurn battle={battle} warriors={company.warriors} dispatch={dispatch} />
            )}
            <div ref={step}>
              {battle.stage === 'preBattle' && (
                <PreBattleStep battle={battle} dispatch={dispatch} />
              )}
              {battle.stage === 'againstTheOdds' && (
                <AgainstTheOddsStep battle={battle} dispatch={dispatch} />
              )}
              {battle.stage === 'battle' && (
                <BattleStep
                  battle={battle}
                  dispatch={dispatch}
                  warriors={company.warriors}
                  newRuleset={newRuleset}
                />
              )}
              {battle.stage === 'ended' && (
                <Suspense fallback={<Loader aria-label={T.loadingAftermath} />}>
                  <AftermathWizard
                    company={company}
                    battle={battle}
                    dispatch={dispatch}
                    leave={
                      liveMatch && { label: T.backToLive, onLeave: () => toLive(liveMatch.id) }
                    }
                    onSaved={() => {
                      leaving.current = true;
                      const match = battle.match;
                      forget();
                      // A live match's goes back to the live battle, where its log shows the
                      // dice; a campaign match's to its campaign, where the league has moved.
                      if (match?.live) toLive(match.id);
                      else if (match?.campaignId) void navigate(`/campaigns/${match.campaignId}`);
                      else toCompany();
                    }}
                  />
                </Suspense>
              )}
            </div>
          </>
        )
      )}
      {tools && (
        <Suspense fallback={null}>
          <ToolsDialog
            onClose={() => {
              setTools(false);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
