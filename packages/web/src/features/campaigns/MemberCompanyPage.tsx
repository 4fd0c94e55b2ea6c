import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useMemberCompany } from '../../api/campaigns';
import { ApiRequestError } from '../../api/client';
import { SharedCompanyView } from '../shared';
import { CAMPAIGN_TEXTS as T } from './texts';
import { LoadingLine } from '../../components/lists/ListStatus';

/**
 * /campaigns/{id}/company/{companyId}: another member's company, read-only as a shared link
 * shows it. Only the campaign's members may read it; anyone else is told it is not there.
 */
export function MemberCompanyPage() {
  const { id = '', companyId = '' } = useParams();
  const query = useMemberCompany(id, companyId);
  const back = (
    <Anchor component={Link} to={`/campaigns/${id}`}>
      {T.backToCampaign}
    </Anchor>
  );
  if (query.data) {
    return (
      <Stack gap="sm">
        {back}
        <SharedCompanyView key={query.data.id} company={query.data} />
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>
          {query.error instanceof ApiRequestError && query.error.status === 404
            ? T.companyNotFound
            : query.error.message}
        </Title>
        {back}
      </Stack>
    );
  }
  return <LoadingLine text={T.loading} />;
}
