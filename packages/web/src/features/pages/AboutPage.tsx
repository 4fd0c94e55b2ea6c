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

export const ROADMAP: { item: string; done: boolean }[] = [
  { item: 'Custom sorting', done: true },
  { item: '2024 ruleset', done: true },
  { item: 'Groups', done: false },
  { item: 'Battle history', done: false },
  { item: 'Map-based campaigns', done: false },
];

/** /about: what the app is, how to support it, and what is coming. */
export function AboutPage() {
  return (
    <Page title="Support us to remove adverts">
      <Stack gap="sm">
        <Text>
          {APP_NAME} is an unofficial companion for the Battle Companies campaign supplement. It
          keeps your companies, tracks your battles and walks you through the aftermath. It is free
          to use, and adverts from an online games store help to pay for hosting.
        </Text>
        <Text>
          If you enjoy it, you can support it and remove the adverts from your account. A donation
          of at least £2 removes them. We do this by hand, so allow about 24 hours after your
          donation.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              Become a patron
            </Title>
            <Text>A small monthly subscription through our patron page.</Text>
            <Button
              component="a"
              href={config.patronUrl}
              target="_blank"
              rel="noopener noreferrer"
              mt="auto"
            >
              Subscribe as a patron
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              Donate by card
            </Title>
            <Text>A one-off donation through the payment provider&apos;s donate form.</Text>
            <Button
              component="a"
              href={config.donateUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              mt="auto"
            >
              Donate by card
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>Roadmap</Title>
        <List spacing="xs" listStyleType="none" pl={0}>
          {ROADMAP.map(({ item, done }) => (
            <List.Item key={item}>
              <Group gap="sm" wrap="nowrap">
                <Badge color={done ? 'green' : 'gray'} variant="light" w={100}>
                  {done ? 'Done' : 'Planned'}
                </Badge>
                <Text>{item}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Questions or ideas? <Anchor href={`mailto:${config.contactEmail}`}>Write to us</Anchor>.
        </Text>
      </Stack>
    </Page>
  );
}
