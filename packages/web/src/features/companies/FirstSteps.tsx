import {
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Company } from '@warband/schemas';
import { useId, useState } from 'react';
import { useDismissWalkthrough } from '../../api/users';
import { battleKept } from '../../components/battle-start/battle-key';
import { useBattlesReady } from '../../components/battle-start/useBattlesReady';
import { PackFileError, PackImport } from '../../components/library-pack/LibraryPackTools';
import { useLibraryPack } from '../../components/library-pack/useLibraryPack';
import { useSession } from '../../hooks/useSession';
import { FIRST_STEPS_TEXTS, firstStepsProgress, type FirstStepsProgress } from './first-steps';

const STEPS = [
  'hasCompany',
  'hasWarrior',
  'hasBattle',
] as const satisfies readonly (keyof FirstStepsProgress)[];

function Tick({ done }: { done: boolean }) {
  return (
    <ThemeIcon
      size={24}
      radius="xl"
      variant={done ? 'filled' : 'outline'}
      color={done ? 'green.8' : 'gray'}
      aria-hidden="true"
    >
      {done ? '✓' : ''}
    </ThemeIcon>
  );
}

const starterKey = (playerId: string) => `starterLibraryImported:${playerId}`;

/** Whether this player imported the starter library on this device, and a way to say so. */
function useStarterImported(playerId: string): [boolean, () => void] {
  const [imported, setImported] = useState(() => {
    try {
      return localStorage.getItem(starterKey(playerId)) !== null;
    } catch {
      return false;
    }
  });
  const remember = () => {
    setImported(true);
    try {
      localStorage.setItem(starterKey(playerId), new Date().toISOString());
    } catch {
      // Private browsing may refuse storage: the offer then comes back on the next visit.
    }
  };
  return [imported, remember];
}

/**
 * The first-company walkthrough at the head of My Companies: three steps ticked off from what
 * the player has, put away for good with one tap (an account setting). An account with no
 * company is offered the starter library as well, in the same paint as the steps (asking
 * first whether its libraries are empty would move the page when the answers came; the
 * import's preview shows what a library already holds is kept), until it imports it.
 */
export function FirstSteps({ companies }: { companies: readonly Company[] }) {
  const session = useSession();
  const playerId = session?.id ?? '';
  const dismiss = useDismissWalkthrough();
  const [hidden, setHidden] = useState(false);
  const pack = useLibraryPack();
  const errorId = useId();
  const headingId = useId();
  const [starterImported, rememberStarter] = useStarterImported(playerId);
  // Drawn again once the device's battles are read.
  useBattlesReady(playerId);
  const progress = firstStepsProgress(companies, (id) => battleKept(playerId, id));
  const allDone = STEPS.every((step) => progress[step]);
  const put = hidden || session?.walkthroughDismissed === true || allDone;
  if (put || !session) return null;
  const texts = FIRST_STEPS_TEXTS;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {texts.title}
          </Title>
          <Text size="sm">{texts.intro}</Text>
        </div>
        <List spacing="xs" listStyleType="none" aria-label="Steps">
          {STEPS.map((step) => {
            const done = progress[step];
            return (
              <List.Item key={step} data-done={done}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Tick done={done} />
                  <div>
                    <Text fw={700} td={done ? 'line-through' : undefined}>
                      {texts.steps[step].label}
                      <VisuallyHidden>{` (${done ? texts.done : texts.todo})`}</VisuallyHidden>
                    </Text>
                    {!done && <Text size="sm">{texts.steps[step].hint}</Text>}
                  </div>
                </Group>
              </List.Item>
            );
          })}
        </List>
        {companies.length === 0 && !starterImported && (
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Stack gap="xs" align="flex-start">
              <Text fw={700}>{texts.offerTitle}</Text>
              <Text size="sm">{texts.offer}</Text>
              <Button
                onClick={() => void pack.chooseStarter()}
                loading={pack.reading}
                aria-describedby={pack.fileError ? errorId : undefined}
              >
                {texts.offerButton}
              </Button>
            </Stack>
          </Paper>
        )}
        <PackFileError pack={pack} errorId={errorId} />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            onClick={() => {
              setHidden(true);
              dismiss.mutate(session.newRuleset);
            }}
          >
            {texts.dismiss}
          </Button>
        </Group>
      </Stack>
      <PackImport pack={pack} onImported={rememberStarter} />
    </Paper>
  );
}
