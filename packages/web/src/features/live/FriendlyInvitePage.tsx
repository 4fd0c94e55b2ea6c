import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FRIENDLY_INVITE_NOT_VALID } from '@warband/schemas';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useCompanies } from '../../api/companies';
import { joinFriendlyMatch, readFriendlyInvite } from '../../api/live';
import { QUERY_ROOTS } from '../../api/query-keys';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { LoadingLine } from '../../components/lists/ListStatus';
import { Page } from '../../components/Page';
import { MATCH_TEXTS as T } from './match-texts';

/**
 * /friendly/{token}: the page a friendly match's invite link opens. A logged-out player is led
 * through login or registration and back here; they choose their company, join, and go
 * straight to the live battle.
 */
export function FriendlyInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const invite = useQuery({
    queryKey: [...QUERY_ROOTS.live, 'invite', token],
    queryFn: () => readFriendlyInvite(token),
  });
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: joinFriendlyMatch,
    onSuccess: (match) => navigate(`/match/${encodeURIComponent(match.id)}/live`),
    onError: (error) => alerts.failed(error),
  });
  const active = (companies.data ?? []).filter((company) => !company.retired);
  const chosen = companyId ?? active[0]?.id ?? null;
  return (
    <Page title={T.joinTitle} maw={720}>
      {invite.isPending || companies.isPending ? (
        <LoadingLine text={T.joinLoading} />
      ) : invite.error ? (
        <Alert color="red" role="alert" title={T.inviteInvalid}>
          {invite.error instanceof ApiRequestError && invite.error.status < 500
            ? FRIENDLY_INVITE_NOT_VALID
            : invite.error.message}
        </Alert>
      ) : companies.error ? (
        <Alert color="red" role="alert">
          {companies.error.message}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>
            {T.invitedBy(
              invite.data.invitedBy,
              invite.data.company.companyName,
              invite.data.company.rating,
            )}
          </Text>
          {active.length === 0 ? (
            <Alert color="gray">{T.noCompany}</Alert>
          ) : (
            <>
              <Select
                label={T.yourCompany}
                data={active.map((company) => ({ value: company.id, label: company.name }))}
                value={chosen}
                onChange={setCompanyId}
                allowDeselect={false}
              />
              <Button
                mih={44}
                loading={join.isPending}
                disabled={chosen === null}
                onClick={() => chosen && join.mutate({ token, companyId: chosen })}
              >
                {T.join}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Page>
  );
}
