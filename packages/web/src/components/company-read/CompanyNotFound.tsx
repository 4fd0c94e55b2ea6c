import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { i18n } from '../../i18n/i18n';

const NOT_FOUND = /*i18n*/ 'Company not found';

/** A company that is not the player's, no longer exists, or never did: one answer for all. */
export function CompanyNotFound() {
  usePageTitle(i18n._(NOT_FOUND));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{i18n._(NOT_FOUND)}</Title>
      <Text>{i18n._('It may have been deleted, or the link may be wrong.')}</Text>
      <Anchor component={Link} to="/companies">
        {i18n._('Back to My Companies')}
      </Anchor>
    </Stack>
  );
}
