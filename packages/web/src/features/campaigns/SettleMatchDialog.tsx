import { Button, Stack, Text, Textarea } from '@mantine/core';
import { LIVE_LIMITS, SettleMatchInput, type CampaignMatch } from '@warband/schemas';
import { useState } from 'react';
import { useSettleMatch } from '../../api/campaigns';
import { randomOperationId } from '../../api/offline/operation-id';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { DialogButtons } from '../../components/dialogs/DialogButtons';
import { DialogFrame } from '../../components/dialogs/DialogFrame';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
import { DisputeNotes } from './MatchStanding';
import { sideResult } from './match-words';
import { CAMPAIGN_TEXTS as T } from './texts';

interface SettleMatchDialogProps {
  match: CampaignMatch;
  onClose: () => void;
}

/**
 * The campaign's owner or an arbiter settles a disputed match: the match is confirmed as its
 * results were applied, with a note of how it was settled (SettleMatchInput takes nothing
 * else: a wrong result is its player's battle to correct). One Operation-Id for the dialog, so
 * a try sent again settles once.
 */
export function SettleMatchDialog({ match, onClose }: SettleMatchDialogProps) {
  const alerts = useAlerts();
  const settle = useSettleMatch();
  const [operationId] = useState(randomOperationId);
  const editor = useEntityDialog({
    initialValues: { note: '' },
    schema: SettleMatchInput,
    submit: (input: SettleMatchInput) =>
      settle.mutateAsync({ matchId: match.id, input, operationId }),
    onSuccess: () => {
      alerts.success(T.settled);
      onClose();
    },
    onClose,
    deletion: null,
    deleting: false,
  });
  const { form, actions } = editor;
  return (
    <DialogFrame
      title={T.settleTitle}
      actions={actions}
      buttons={
        <DialogButtons actions={actions} editing={false}>
          <Button type="submit" color="red" loading={editor.submitting}>
            {T.settle}
          </Button>
        </DialogButtons>
      }
    >
      <Stack gap="sm">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {match.sides[0].companyName} v {match.sides[1].companyName}
        </Text>
        <Stack gap={0}>
          {match.sides.map((side, index) => (
            <Text key={side.companyId ?? index} size="sm">
              <strong>{side.companyName}</strong> ({side.ownerName}): {sideResult(side, T.awaiting)}
            </Text>
          ))}
        </Stack>
        <DisputeNotes match={match} />
        <Text size="sm">{T.settleExplain}</Text>
        <Textarea
          label={T.settleNote}
          maxLength={LIVE_LIMITS.note}
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('note')}
        />
      </Stack>
    </DialogFrame>
  );
}
