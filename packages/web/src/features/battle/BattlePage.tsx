import { Alert, Button, Stack } from '@mantine/core';
import type { Company } from '@warband/schemas';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../api/campaigns';
import { ApiRequestError } from '../../api/client';
import { CompanyRead } from '../../components/company-read/CompanyRead';
import { useBattlesReady } from '../../components/battle-start/useBattlesReady';
import { useSession } from '../../hooks/useSession';
import { matchStart, type MatchStart } from './battle-match';
import { BattleScreen } from './BattleScreen';
import { FromLive } from './FromLive';
import { RetiredCompanyNotice } from './RetiredCompanyNotice';
import { BATTLE_TEXTS as T } from './texts';
import { LoadingLine } from '../../components/lists/ListStatus';

/**
 * /company/{id}/battle: battle mode for one of the player's companies, unless it is retired.
 * `?campaign=…&match=…` starts the battle for a campaign match, its opponent filled in;
 * `?live=…` the War's Aftermath of a match played live, from where its live battle ended.
 */
export function BattlePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const playerId = useSession()?.id ?? '';
  const campaignId = search.get('campaign');
  const matchId = search.get('match');
  const liveId = search.get('live');
  // The battle is read from the device's store as the screen starts: a moment's wait, once.
  const ready = useBattlesReady(playerId);
  const screen = (company: Company, fromMatch?: MatchStart) => (
    <BattleScreen
      key={`${playerId}:${id}`}
      company={company}
      playerId={playerId}
      fromMatch={fromMatch}
    />
  );
  if (!ready) return null;
  return (
    <CompanyRead id={id}>
      {(company) =>
        company.retired ? (
          <RetiredCompanyNotice company={company} />
        ) : liveId ? (
          <FromLive matchId={liveId} companyId={company.id}>
            {(fromMatch) => screen(company, fromMatch)}
          </FromLive>
        ) : campaignId && matchId ? (
          <FromMatch campaignId={campaignId} matchId={matchId} companyId={company.id}>
            {(fromMatch) => screen(company, fromMatch)}
          </FromMatch>
        ) : (
          screen(company)
        )
      }
    </CompanyRead>
  );
}

interface FromMatchProps {
  campaignId: string;
  matchId: string;
  companyId: string;
  children: (fromMatch: MatchStart) => ReactNode;
}

/** Reads the campaign for the match, then hands battle mode what the match knows. */
function FromMatch({ campaignId, matchId, companyId, children }: FromMatchProps) {
  const query = useQuery(campaignQueries.view(campaignId));
  if (query.isPending) {
    return <LoadingLine text={T.loadingMatch} />;
  }
  const match = query.data?.matches.find((candidate) => candidate.id === matchId);
  const start = query.data && match ? matchStart(query.data.campaign, match, companyId) : null;
  if (start !== null && typeof start === 'object') return children(start);
  const gone =
    (query.error instanceof ApiRequestError && query.error.status === 404) ||
    (query.data !== undefined && !match);
  const message = gone
    ? T.matchNotFound
    : start === 'notInMatch'
      ? T.matchNotYours
      : start === 'sideApplied'
        ? T.matchSideApplied
        : T.matchFailed;
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button component={Link} to={gone ? '/campaigns' : `/campaigns/${campaignId}`}>
        {T.backToCampaign}
      </Button>
    </Stack>
  );
}
