import { Text } from '@mantine/core';
import type { BattleCorrectionSource } from '@warband/schemas';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useCorrectionSource } from '../../../api/battles';
import { ListStatus } from '../../../components/lists/ListStatus';
import { Page } from '../../../components/Page';
import { useSession } from '../../../hooks/useSession';
import type { BattleAction } from '../battle-reducer';
import { correctionBattle } from './correction-draft';
import { CORRECTION_TEXTS as T } from './correction-texts';
import { useCorrectionSubmit } from './useCorrectionSubmit';

const AftermathWizard = lazy(() =>
  import('../aftermath/AftermathWizard').then((module) => ({ default: module.AftermathWizard })),
);

/**
 * /company/{id}/battles/{battleId}/correct: the War's Aftermath of the company's last battle,
 * filled in with every choice and roll as applied, to change what was wrong and apply again.
 */
export function CorrectionPage() {
  const { id = '', battleId = '' } = useParams();
  const query = useCorrectionSource(id, battleId);
  const navigate = useNavigate();
  const toCompany = useCallback(() => void navigate(`/company/${id}`), [navigate, id]);
  return (
    <Page title={query.data ? T.title(query.data.company.name) : T.pageTitle}>
      {query.data ? (
        <CorrectionWizard source={query.data} onDone={toCompany} />
      ) : (
        <ListStatus
          isPending={query.isPending}
          error={query.error}
          plural={T.plural}
          onRetry={() => void query.refetch()}
        />
      )}
    </Page>
  );
}

/** The wizard over the battle rebuilt from the kept choices; the changes stay in this screen. */
export function CorrectionWizard({
  source,
  onDone,
}: {
  source: BattleCorrectionSource;
  onDone: () => void;
}) {
  const playerId = useSession()?.id ?? '';
  const [battle, setBattle] = useState(() =>
    correctionBattle(source.company, source.choices, playerId),
  );
  const dispatch = useCallback((action: BattleAction) => {
    if (action.type === 'updateAftermath') {
      setBattle((before) => ({ ...before, aftermath: action.draft }));
    }
  }, []);
  return (
    <>
      <Text size="sm">{T.hint}</Text>
      <Suspense fallback={<Loader />}>
        <AftermathWizard
          company={source.company}
          battle={battle}
          dispatch={dispatch}
          onSaved={onDone}
          useSubmit={useCorrectionSubmit}
          leave={{ label: T.cancel, onLeave: onDone }}
        />
      </Suspense>
    </>
  );
}
