import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useSharedCompany } from '../../api/sharing';
import { usePageTitle } from '../../hooks/usePageTitle';
import { SharedCompanyView } from './SharedCompanyView';
import { SHARED_TEXTS as T } from './texts';

function NotShared() {
  usePageTitle(T.notShared);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{T.notShared}</Title>
      <Text>{T.notSharedText}</Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}

/**
 * /company/{userId}/{companyId}: a company's read-only link, open to anyone while its owner
 * shares it (docs/adr/0033-what-the-shared-link-shows-and-to-whom.md), and a clear page when the
 * link is off or wrong.
 */
export function SharedCompanyPage() {
  const { userId = '', companyId = '' } = useParams();
  const query = useSharedCompany(userId, companyId);
  if (query.data) return <SharedCompanyView key={query.data.id} company={query.data} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotShared />;
  if (query.error) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">Could not load the company: {query.error.message}</Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="xs" aria-live="polite">
      <Loader size="sm" />
      <Text>{T.loading}</Text>
    </Group>
  );
}
