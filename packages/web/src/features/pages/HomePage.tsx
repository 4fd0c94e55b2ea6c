import { Button, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME, usePageTitle } from '../../hooks/usePageTitle';
import { useSession } from '../../hooks/useSession';
import { REGISTER_PATH } from '../../app/nav';
import { i18n } from '../../i18n/i18n';

/** /: what the app does, in three parts, and the way in. */
export function HomePage() {
  usePageTitle();
  const user = useSession();

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{APP_NAME}</Title>
        <Text size="lg">
          {i18n._(
            'Your Battle Companies campaign in one place: the companies you play, the battles you fight and everything that happens to your warriors afterwards. Free to use.',
          )}
        </Text>
      </Stack>

      <Group gap="sm">
        {user ? (
          <Button component={Link} to="/companies">
            {i18n._('Go to my companies')}
          </Button>
        ) : (
          <>
            <Button component={Link} to={REGISTER_PATH}>
              {i18n._('Register')}
            </Button>
            <Button component={Link} to="/login" variant="outline">
              {i18n._('Login')}
            </Button>
          </>
        )}
      </Group>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="company" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="company">{i18n._('Company Details')}</Tabs.Tab>
            <Tabs.Tab value="battle">{i18n._('Battle Screen')}</Tabs.Tab>
            <Tabs.Tab value="aftermath">{i18n._("War's Aftermath")}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="company" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {i18n._('Keep your companies')}
              </Title>
              <Text>
                {i18n._(
                  'Build each company warrior by warrior. Every warrior gets a card, and the ledger works out points costs and characteristics for you as wargear, injuries and advances change them, so the totals are always right.',
                )}
              </Text>
              <List spacing="xs">
                <List.Item>
                  {i18n._(
                    'Personal libraries of profiles, wargear and mounts, rules, heroic actions and spells that you fill once and reuse in every company.',
                  )}
                </List.Item>
                <List.Item>
                  {i18n._(
                    'Retire a company when its campaign ends; fallen warriors rest in the graveyard.',
                  )}
                </List.Item>
                <List.Item>
                  {i18n._('Print a company, or share it with a read-only link.')}
                </List.Item>
              </List>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="battle" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {i18n._('Track the battle at the table')}
              </Title>
              <Text>
                {i18n._(
                  'Start a battle from your company and keep the score as you play. Each warrior has counters for wounds, might, will and fate, for the wounds they inflict and for fleeing the field.',
                )}
              </Text>
              <List spacing="xs">
                <List.Item>
                  {i18n._(
                    "The company's break point is counted for you, so you know the moment your company is broken.",
                  )}
                </List.Item>
                <List.Item>
                  {i18n._(
                    'Progress is kept as you go: close the page and pick the battle up again.',
                  )}
                </List.Item>
                <List.Item>
                  {i18n._(
                    'Reference tables for wounding, thrown riders, jumping, leaping, climbing and swimming are a tap away.',
                  )}
                </List.Item>
              </List>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="aftermath" pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {i18n._('Resolve the aftermath step by step')}
              </Title>
              <Text>
                {i18n._(
                  'When the last die is rolled, the ledger guides you through the post-battle sequence in order, and applies the outcome to your company in one go.',
                )}
              </Text>
              <List spacing="xs" type="ordered">
                <List.Item>{i18n._("Record the result and your opponent's rating.")}</List.Item>
                <List.Item>
                  {i18n._('Roll injuries for the warriors who were taken out of action.')}
                </List.Item>
                <List.Item>
                  {i18n._('Hand out experience and resolve level-ups and promotions.')}
                </List.Item>
                <List.Item>
                  {i18n._('Collect influence to spend on new warriors and wargear.')}
                </List.Item>
              </List>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
