import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useSharedCompany } from '../../api/sharing';
import { usePageTitle } from '../../hooks/usePageTitle';
import { SharedCompanyView } from './SharedCompanyView';
import { SHARED_TEXTS as T } from './texts';
import { LoadFailed, LoadingLine } from '../../components/lists/ListStatus';
import { i18n } from '../../i18n/i18n';

function NotShared() {
  usePageTitle(T.notShared);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{T.notShared}</Title>
      <Text>{T.notSharedText}</Text>
      <Anchor component={Link} to="/">
        {i18n._('Go to the home page')}
      </Anchor>
    </Stack>
  );
}

/**
 * /company/{userId}/{companyId}: a company's read-only link, open to anyone while its owner
 * shares it (docs/product/companies.md#what-the-shared-link-shows-and-to-whom-0033), and a clear page when the
 * link is off or wrong.
 */
export function SharedCompanyPage() {
  const { userId = '', companyId = '' } = useParams();
  const query = useSharedCompany(userId, companyId);
  if (query.data) return <SharedCompanyView key={query.data.id} company={query.data} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotShared />;
  if (query.error) {
    return (
      <LoadFailed
        text={i18n._('Could not load the company')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingLine text={T.loading} />;
}
