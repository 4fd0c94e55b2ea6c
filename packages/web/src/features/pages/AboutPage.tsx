import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { config } from '../../config';
import { APP_NAME } from '../../hooks/usePageTitle';
import { Page } from '../../components/Page';
import { i18n } from '../../i18n/i18n';
import { Trans } from '@lingui/react';

/** In English, the catalogs' ids. */
export const ROADMAP: { item: string; done: boolean }[] = [
  { item: /*i18n*/ 'Custom sorting', done: true },
  { item: /*i18n*/ '2024 ruleset', done: true },
  { item: /*i18n*/ 'Groups', done: false },
  { item: /*i18n*/ 'Battle history', done: false },
  { item: /*i18n*/ 'Map-based campaigns', done: false },
];

/** /about: what the app is, how to support it, and what is coming. */
export function AboutPage() {
  return (
    <Page title={i18n._('Support us to remove adverts')}>
      <Stack gap="sm">
        <Text>
          {i18n._(
            '{appName} is an unofficial companion for the Battle Companies campaign supplement. It keeps your companies, tracks your battles and walks you through the aftermath. It is free to use, and adverts from an online games store help to pay for hosting.',
            { appName: APP_NAME },
          )}
        </Text>
        <Text>
          {i18n._(
            'If you enjoy it, you can support it and remove the adverts from your account. A donation of at least £2 removes them. We do this by hand, so allow about 24 hours after your donation.',
          )}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              {i18n._('Become a patron')}
            </Title>
            <Text>{i18n._('A small monthly subscription through our patron page.')}</Text>
            <Button
              component="a"
              href={config.patronUrl}
              target="_blank"
              rel="noopener noreferrer"
              mt="auto"
            >
              {i18n._('Subscribe as a patron')}
              <VisuallyHidden> {i18n._('(opens in a new tab)')}</VisuallyHidden>
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              {i18n._('Donate by card')}
            </Title>
            <Text>{i18n._("A one-off donation through the payment provider's donate form.")}</Text>
            <Button
              component="a"
              href={config.donateUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              mt="auto"
            >
              {i18n._('Donate by card')}
              <VisuallyHidden> {i18n._('(opens in a new tab)')}</VisuallyHidden>
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>{i18n._('Roadmap')}</Title>
        <List spacing="xs" listStyleType="none" pl={0}>
          {ROADMAP.map(({ item, done }) => (
            <List.Item key={item}>
              <Group gap="sm" wrap="nowrap">
                <Badge color={done ? 'green' : 'gray'} variant="light" w={100}>
                  {done ? i18n._('Done') : i18n._('Planned')}
                </Badge>
                <Text>{i18n._(item)}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          <Trans
            id="Questions or ideas? <0>Write to us</0>."
            components={{ 0: <Anchor href={`mailto:${config.contactEmail}`} /> }}
          />
        </Text>
      </Stack>
    </Page>
  );
}
