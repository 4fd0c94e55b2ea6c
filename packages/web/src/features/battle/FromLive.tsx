import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { liveQueries } from '../../api/live';
import { LoadingLine } from '../../components/lists/ListStatus';
import type { MatchStart } from './battle-match';
import { liveMatchStart } from './live-battle-start';
import { BATTLE_TEXTS as T } from './texts';

interface FromLiveProps {
  matchId: string;
  companyId: string;
  children: (fromMatch: MatchStart) => ReactNode;
}

/**
 * Reads the live battle and the match, then hands battle mode where the player's side ended:
 * its War's Aftermath starts there (docs/adr/new-live-battle-record.md).
 */
export function FromLive({ matchId, companyId, children }: FromLiveProps) {
  const live = useQuery(liveQueries.battle(matchId));
  const matches = useQuery(liveQueries.matches());
  // Read once: the aftermath applied reads the battle again, which then says it is applied,
  // and the wizard that applied it must stay to finish (go back to the live battle).
  const [started, setStarted] = useState<MatchStart | null>(null);
  const summary = matches.data?.find((match) => match.id === matchId);
  const start = live.data && summary ? liveMatchStart(summary, live.data, companyId) : null;
  const ready = start !== null && typeof start === 'object' ? start : null;
  if (started === null && ready) setStarted(ready);
  const shown = started ?? ready;
  if (shown) return children(shown);
  if (live.isPending || matches.isPending) return <LoadingLine text={T.loadingLive} />;
  const message =
    start === 'notEnded'
      ? T.liveNotEnded
      : start === 'sideApplied'
        ? T.matchSideApplied
        : start === 'notInMatch' || (live.data && !summary)
          ? T.liveNotYours
          : T.liveFailed;
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button component={Link} to={`/match/${matchId}/live`} mih={44}>
        {T.backToLive}
      </Button>
    </Stack>
  );
}
