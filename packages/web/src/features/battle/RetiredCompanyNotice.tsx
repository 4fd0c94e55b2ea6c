import { Button, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

/**
 * Battle mode for a retired company: nothing to fight until it is re-enlisted. A battle kept on
 * the device stays there, untouched, for when it is.
 */
export function RetiredCompanyNotice({ company }: { company: Company }) {
  usePageTitle(`${T.title}: ${company.name}`);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {T.title}: {company.name}
      </Title>
      <Text>{T.retired}</Text>
      <Button className={classes.target} component={Link} to={`/company/${company.id}`}>
        {T.backToCompany}
      </Button>
    </Stack>
  );
}
