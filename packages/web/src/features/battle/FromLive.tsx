import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  if (live.isPending || matches.isPending) return <LoadingLine text={T.loadingLive} />;
  const summary = matches.data?.find((match) => match.id === matchId);
  const start = live.data && summary ? liveMatchStart(summary, live.data, companyId) : null;
  if (start !== null && typeof start === 'object') return children(start);
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
