import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { livingWarriors } from '../../components/warrior-card/warrior-order';
import classes from './CompanyCard.module.css';
import { warriorCount } from './texts';

/** One company on My Companies: its name opens the company page. */
export function CompanyCard({ company }: { company: Company }) {
  const summaryId = useId();
  return (
    <Card
      withBorder
      padding="md"
      className={classes.card}
      role="listitem"
      data-testid="company-card"
    >
      <Anchor
        component={Link}
        to={`/company/${company.id}`}
        fw={700}
        underline="never"
        className={classes.name}
        aria-describedby={summaryId}
        data-testid="company-card-name"
      >
        {company.name}
      </Anchor>
      <Stack gap={2} mt={6} id={summaryId}>
        <Text size="sm">{company.race}</Text>
        <Text size="sm">Rating {company.currentRating}</Text>
        <Text size="sm" c="dimmed">
          {warriorCount(livingWarriors(company.warriors).length)}
        </Text>
      </Stack>
    </Card>
  );
}
