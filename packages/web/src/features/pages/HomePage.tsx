import { Button, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME, usePageTitle } from '../../hooks/usePageTitle';
import { useSession } from '../../hooks/useSession';
import { REGISTER_PATH } from '../../app/nav';

/** /: what the app does, in three parts, and the way in. */
export function HomePage() {
  usePageTitle();
  const user = useSession();

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{APP_NAME}</Title>
        <Text size="lg">
          Your Battle Companies campaign in one place: the companies you play, the battles you fight
          and everything that happens to your warriors afterwards. Free to use.
        </Text>
      </Stack>

      <Group gap="sm">
        {user ? (
          <Button component={Link} to="/companies">
            Go to my companies
          </Button>
        ) : (
          <>
            <Button component={Link} to={REGISTER_PATH}>
              Register
            </Button>
            <Button component={Link} to="/login" variant="outline">
              Login
            </Button>
          </>
        )}
      </Group>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="company" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="company">Company Details</Tabs.Tab>
            <Tabs.Tab value="battle">Battle Screen</Tabs.Tab>
            <Tabs.Tab value="aftermath">War&apos;s Aftermath</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="company" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Keep your companies
              </Title>
              <Text>
                Build each company warrior by warrior. Every warrior gets a card, and the ledger
                works out points costs and characteristics for you as wargear, injuries and advances
                change them, so the totals are always right.
              </Text>
              <List spacing="xs">
                <List.Item>
                  Personal libraries of profiles, wargear and mounts, rules, heroic actions and
                  spells that you fill once and reuse in every company.
                </List.Item>
                <List.Item>
                  Retire a company when its campaign ends; fallen warriors rest in the graveyard.
                </List.Item>
                <List.Item>Print a company, or share it with a read-only link.</List.Item>
              </List>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="battle" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Track the battle at the table
              </Title>
              <Text>
                Start a battle from your company and keep the score as you play. Each warrior has
                counters for wounds, might, will and fate, for the wounds they inflict and for
                fleeing the field.
              </Text>
              <List spacing="xs">
                <List.Item>
                  The company&apos;s break point is counted for you, so you know the moment your
                  company is broken.
                </List.Item>
                <List.Item>
                  Progress is kept as you go: close the page and pick the battle up again.
                </List.Item>
                <List.Item>
                  Reference tables for wounding, thrown riders, jumping, leaping, climbing and
                  swimming are a tap away.
                </List.Item>
              </List>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="aftermath" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Resolve the aftermath step by step
              </Title>
              <Text>
                When the last die is rolled, the ledger guides you through the post-battle sequence
                in order, and applies the outcome to your company in one go.
              </Text>
              <List spacing="xs" type="ordered">
                <List.Item>Record the result and your opponent&apos;s rating.</List.Item>
                <List.Item>Roll injuries for the warriors who were taken out of action.</List.Item>
                <List.Item>Hand out experience and resolve level-ups and promotions.</List.Item>
                <List.Item>Collect influence to spend on new warriors and wargear.</List.Item>
              </List>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
