import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';

const NOT_FOUND = 'Company not found';

/** A company that is not the player's, no longer exists, or never did: one answer for all. */
export function CompanyNotFound() {
  usePageTitle(NOT_FOUND);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{NOT_FOUND}</Title>
      <Text>It may have been deleted, or the link may be wrong.</Text>
      <Anchor component={Link} to="/companies">
        Back to My Companies
      </Anchor>
    </Stack>
  );
}
