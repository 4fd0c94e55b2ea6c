import { Alert, Button, Stack, Text } from '@mantine/core';
import { validateParticipants } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { confirmAction } from '../../../components/dialogs/confirm';
import { useLibraryList } from '../../../api/library';
import type { BattleAction } from '../battle-reducer';
import type { SavedBattle } from '../battle-state';
import classes from '../Battle.module.css';
import { useStepFocus } from '../useStepFocus';
import { stepErrors } from './aftermath-check';
import {
  AFTERMATH_STEPS,
  NEW_ITEM,
  newAftermathDraft,
  type AftermathDraft,
  type AftermathStep,
} from './aftermath-draft';
import { planAftermath } from './aftermath-plan';
import { nextStep, previousStep } from './aftermath-steps';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { AftermathStepper } from './AftermathStepper';
import { AftermathStepView } from './AftermathStepView';
import wizard from './Aftermath.module.css';
import { useAftermathSubmit, type UseAftermathSubmit } from './useAftermathSubmit';
import { useErrorFocus } from './useErrorFocus';

const NOBODY_FOUGHT_ID = 'aftermath-nobody-fought';

interface AftermathWizardProps {
  company: Company;
  /** The ended battle, with the choices so far once the first is made. */
  battle: SavedBattle;
  dispatch: (action: BattleAction) => void;
  /** Called once the server has applied the aftermath. */
  onSaved: () => void;
  /** How Submit sends the choices; an aftermath after a battle unless said otherwise. */
  useSubmit?: UseAftermathSubmit;
  /** In place of going back to the battle from the first step (a correction has none). */
  leave?: { label: string; onLeave: () => void };
}

/**
 * The War's Aftermath after End Battle: Result, Injuries, Experience and Influence, then
 * Submit. Every choice is kept with the battle on the device at once
 * (docs/adr/0064-the-wars-aftermath-is-battle-modes-last-stage.md).
 */
export function AftermathWizard({ battle, dispatch, ...rest }: AftermathWizardProps) {
  const draft = battle.aftermath;
  useEffect(() => {
    if (!draft) dispatch({ type: 'updateAftermath', draft: newAftermathDraft() });
  }, [draft, dispatch]);
  if (!draft) return null;
  return <AftermathFrame {...rest} battle={battle} draft={draft} dispatch={dispatch} />;
}

function AftermathFrame({
  company,
  battle,
  draft,
  dispatch,
  onSaved,
  useSubmit = useAftermathSubmit,
  leave,
}: AftermathWizardProps & { draft: AftermathDraft }) {
  // The preview follows the company's own ruleset, as the server applies it.
  const { newRuleset } = company;
  const { item } = draft.rewards;
  const armoury = useLibraryList('wargear', {
    enabled: item.on && item.source !== null && item.source !== NEW_ITEM,
  }).data;
  const plan = useMemo(
    () => planAftermath(company, battle, draft, newRuleset, armoury),
    [company, battle, draft, newRuleset, armoury],
  );
  // The steps the player has tried to leave: only they show their errors, kept current.
  const [tried, setTried] = useState<ReadonlySet<AftermathStep>>(() => new Set());
  const { step } = draft;
  const errors = tried.has(step) ? stepErrors(step, draft, plan) : {};
  const errorCount = Object.keys(errors).length;
  const frame = useStepFocus(step);
  const summary = useRef<HTMLDivElement>(null);
  const showErrors = useErrorFocus(frame, summary);
  const submit = useSubmit(company, battle, onSaved);
  // Those who fought may have left the company, or changed rank, since the battle began: the
  // server would refuse a battle nobody fought, so it is not sent
  // (docs/adr/0142-a-battle-nobody-fought-has-no-aftermath.md).
  const nobodyFought = validateParticipants(
    plan.roster.map(({ entry, warrior }) => ({
      rank: warrior.rank,
      status: warrior.status,
      preBattleInjury: entry.counters.preBattleInjury,
    })),
  ).participants;

  // The wizard arrives after End Battle (or a reload) once its code has loaded: its heading
  // takes the focus the End Battle button had.
  useEffect(() => {
    const heading = frame.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [frame]);

  const change = (next: AftermathDraft) => dispatch({ type: 'updateAftermath', draft: next });

  /** The first step, from this one on, whose checks fail; null when all pass. */
  const failing = (from: AftermathStep): AftermathStep | null =>
    AFTERMATH_STEPS.slice(AFTERMATH_STEPS.indexOf(from)).find(
      (each) => Object.keys(stepErrors(each, draft, plan)).length > 0,
    ) ?? null;

  const stopAt = (at: AftermathStep) => {
    setTried((before) => new Set(before).add(at));
    if (at !== step) change({ ...draft, step: at });
    showErrors();
  };

  const next = () => {
    if (failing(step) === step) return stopAt(step);
    const following = nextStep(step, plan);
    if (following) change({ ...draft, step: following });
  };

  const send = () => {
    if (nobodyFought) return;
    const first = failing(AFTERMATH_STEPS[0]);
    if (first) return stopAt(first);
    submit.send(draft, plan);
  };

  const back = () => {
    const before = previousStep(step, plan);
    if (before) return change({ ...draft, step: before });
    if (leave) return leave.onLeave();
    confirmAction({
      title: T.backToBattle,
      message: T.backToBattleConfirm,
      touch: true,
      onConfirm: () => dispatch({ type: 'resumeBattle' }),
    });
  };

  const last = nextStep(step, plan) === null;
  return (
    <Stack component="section" gap="md" aria-label={T.title}>
      <Text size="sm" c="dimmed">
        {T.title} · {T.stepOf(AFTERMATH_STEPS.indexOf(step) + 1, AFTERMATH_STEPS.length)}
      </Text>
      <AftermathStepper step={step} plan={plan} />
      <div ref={frame}>
        <AftermathStepView
          step={step}
          company={company}
          battle={battle}
          draft={draft}
          plan={plan}
          errors={errors}
          newRuleset={newRuleset}
          onChange={change}
        />
      </div>
      {errorCount > 0 && (
        <Alert ref={summary} color="red" role="alert" tabIndex={-1}>
          {T.fixErrors(errorCount)}
        </Alert>
      )}
      {last && submit.error && (
        <Alert color="red" role="alert" title={submit.error.message}>
          {submit.error.details.map((detail) => (
            <Text key={detail} size="sm">
              {detail}
            </Text>
          ))}
          <Text size="sm">{T.keptOnDevice}</Text>
        </Alert>
      )}
      {nobodyFought && (
        <Alert color="red" id={NOBODY_FOUGHT_ID} title={nobodyFought}>
          {T.nobodyFoughtHint}
        </Alert>
      )}
      <div className={wizard.nav}>
        <Button className={classes.target} variant="default" onClick={back}>
          {previousStep(step, plan) ? T.back : (leave?.label ?? T.backToBattle)}
        </Button>
        {last ? (
          <Button
            className={classes.target}
            onClick={send}
            loading={submit.busy}
            disabled={Boolean(nobodyFought)}
            aria-describedby={nobodyFought ? NOBODY_FOUGHT_ID : undefined}
          >
            {T.submit}
          </Button>
        ) : (
          <Button className={classes.target} onClick={next}>
            {T.next}
          </Button>
        )}
      </div>
    </Stack>
  );
}
