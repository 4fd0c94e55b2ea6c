import { List, Stack, Text, Title } from '@mantine/core';
import classes from '../Battle.module.css';
import type { InjuryDraft } from './aftermath-draft';
import type { AftermathStepProps } from './aftermath-step';
import { InjuryRow } from './InjuryRow';
import { INJURY_TEXTS as T, diedWithOwnerText } from './injury-texts';

/**
 * The War's Aftermath's second step (docs/rules.md#injuries): an injury for every wounded warrior
 * who stayed on the field, then the Creatures who die with their owner.
 */
export function InjuriesStep({ company, draft, plan, errors, onChange }: AftermathStepProps) {
  const setInjury = (warriorId: string, injury: InjuryDraft) =>
    onChange({ ...draft, injuries: { ...draft.injuries, [warriorId]: injury } });
  const errorsOf = (warriorId: string) => {
    const at = (field: string) => errors[`injuries.${warriorId}.${field}`];
    return { result: at('result'), heal: at('heal'), influence: at('influence') };
  };
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      {plan.wounded.length === 0 ? (
        <Text>{T.noneWounded}</Text>
      ) : (
        <>
          <Text size="sm">{T.intro}</Text>
          <ul className={classes.rows} aria-label={T.woundedList}>
            {plan.wounded.map((wounded) => (
              <InjuryRow
                key={wounded.warrior.id}
                wounded={wounded}
                errors={errorsOf(wounded.warrior.id)}
                onChange={(injury) => setInjury(wounded.warrior.id, injury)}
              />
            ))}
          </ul>
        </>
      )}
      {plan.diedWithOwner.length > 0 && (
        <section aria-labelledby="died-with-owner">
          <Title order={3} size="h5" id="died-with-owner">
            {T.diedWithOwnerTitle}
          </Title>
          <List>
            {plan.diedWithOwner.map(({ warrior }) => {
              const owner = warrior.owner ? company.warriors[warrior.owner] : undefined;
              return (
                <List.Item key={warrior.id}>
                  {diedWithOwnerText(warrior.name, owner?.name ?? null)}
                </List.Item>
              );
            })}
          </List>
        </section>
      )}
    </Stack>
  );
}
