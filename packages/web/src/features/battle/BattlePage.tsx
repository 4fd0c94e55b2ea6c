import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCompany } from '../../api/companies';
import { ListStatus } from '../../components/lists/ListStatus';
import { useSession } from '../../hooks/useSession';
import { BattleScreen } from './BattleScreen';

/** /company/{id}/battle: battle mode for one of the player's companies. */
export function BattlePage() {
  const { id = '' } = useParams();
  const playerId = useSession()?.id ?? '';
  const query = useCompany(id);
  if (query.isSuccess && query.data === null) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>Company not found</Title>
        <Anchor component={Link} to="/companies">
          Back to My Companies
        </Anchor>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural="companies"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <BattleScreen key={`${playerId}:${id}`} company={query.data} playerId={playerId} />;
}
