import { Button, Group, Loader, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { UserSearchResult } from '@warband/schemas';
import { useState, type FormEvent } from 'react';
import { useSetDonated, useUserSearch } from '../../api/donations';
import { confirmAction } from '../../components/dialogs/confirm';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { Page } from '../../components/Page';
import { useSession } from '../../hooks/useSession';
import { i18n } from '../../i18n/i18n';

export const NO_RESULTS = /*i18n*/ 'No results found';
const TERM_REQUIRED = /*i18n*/ 'Please enter a name or an email to search for';

/** /donation-admin: find players by name or email and mark those who donated. */
export function DonationAdminPage() {
  const user = useSession();
  if (!user?.isAdmin) {
    // The header has no link here for players; an address typed by hand says why it is empty.
    return (
      <Page title={i18n._('Donation admin')} maw={720}>
        <Text>{i18n._('Only an admin can manage donations.')}</Text>
      </Page>
    );
  }
  return <DonationSearch />;
}

function DonationSearch() {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const search = useUserSearch(term);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    setFieldError(trimmed ? null : i18n._(TERM_REQUIRED));
    if (!trimmed) return;
    // The same term again asks the server again: another admin may have changed a row.
    if (trimmed === term) void search.refetch();
    else setTerm(trimmed);
  };

  return (
    <Page title={i18n._('Donation admin')}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={i18n._('Search players')}
            description={i18n._('Part of a name or an email')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={fieldError}
            maxLength={100}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={search.isFetching}>
            {i18n._('Search')}
          </Button>
        </Group>
      </form>
      {search.error && (
        <Text c="red" role="alert">
          {search.error.message}
        </Text>
      )}
      {search.isPending && search.fetchStatus === 'fetching' && <Loader size="sm" />}
      {search.data && <Results players={search.data} />}
    </Page>
  );
}

function Results({ players }: { players: UserSearchResult[] }) {
  const setDonated = useSetDonated();
  const alerts = useAlerts();
  if (players.length === 0) return <Text>{i18n._(NO_RESULTS)}</Text>;

  const confirmDonated = (player: UserSearchResult) =>
    confirmAction({
      title: i18n._('Set donated'),
      message: i18n._('Set {name} as donated?', { name: player.name }),
      onConfirm: () =>
        setDonated.mutateAsync(player.id).then(
          () => alerts.success(i18n._('{name} updated successfully', { name: player.name })),
          (error: Error) => alerts.failed(error),
        ),
    });

  return (
    <Table striped verticalSpacing="xs" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {/* On a phone, name and email share a column so the table fits the screen. */}
          <Table.Th hiddenFrom="sm">{i18n._('Name and email')}</Table.Th>
          <Table.Th visibleFrom="sm">{i18n._('Name')}</Table.Th>
          <Table.Th visibleFrom="sm">{i18n._('Email')}</Table.Th>
          {/* The last two columns take only the room they need; names and emails get the rest. */}
          <Table.Th w={1}>{i18n._('Donated')}</Table.Th>
          <Table.Th w={1}>
            <VisuallyHidden>{i18n._('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {players.map((player) => (
          <Table.Tr key={player.id}>
            <Table.Td hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm" fw={600}>
                {player.name}
              </Text>
              <Text size="sm" c="dimmed">
                {player.email}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{player.name}</Table.Td>
            <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {player.email}
            </Table.Td>
            <Table.Td>{player.donated ? i18n._('Yes') : i18n._('No')}</Table.Td>
            <Table.Td>
              {/* Looks disabled once donated, yet keeps the focus it had before the question. */}
              <Button
                size="xs"
                variant="light"
                data-disabled={player.donated || undefined}
                aria-disabled={player.donated}
                onClick={() => {
                  if (!player.donated) confirmDonated(player);
                }}
                aria-label={i18n._('Set Donated: {name}', { name: player.name })}
              >
                {i18n._('Set Donated')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
