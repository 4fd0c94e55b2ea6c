import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  Campaign,
  CampaignFeed,
  CampaignInvitePreview,
  CampaignList,
  CampaignMatch,
  CampaignView,
  CreatedInvite,
  SharedCompany,
  TIMELINE_PAGE_DEFAULT,
  type AddCampaignCompaniesInput,
  type CampaignInput,
  type CampaignMemberRoleInput,
  type CreateInviteInput,
  type JoinCampaignInput,
  type RecordMatchInput,
  type SettleMatchInput,
  type UpdateCampaignInput,
} from '@warband/schemas';
import { ApiRequestError, FIRST_PAGE, NoContent, api } from './client';
import { settleLiveMatch } from './live';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// Plain calls: group campaigns (docs/adr/0156-campaigns.md). Everything under a campaign
// answers 404 to anyone who is not a member of it.

const campaignPath = (id: string) => `/campaign/${encodeURIComponent(id)}`;

export function listCampaigns(): Promise<CampaignList> {
  return api.get('/campaigns', CampaignList);
}

export function createCampaign(input: CampaignInput): Promise<Campaign> {
  return api.post('/campaign/create', input, Campaign);
}

/** The campaign page in one read: members, league table, matches, the feed's first page. */
export function readCampaign(id: string): Promise<CampaignView> {
  return api.get(campaignPath(id), CampaignView);
}

export function updateCampaign(id: string, input: UpdateCampaignInput): Promise<Campaign> {
  return api.put(campaignPath(id), input, Campaign);
}

export function deleteCampaign(id: string): Promise<void> {
  return api.delete(campaignPath(id));
}

/** One page of the feed, older than `before` (the page before's `next`). */
export function fetchCampaignFeed(id: string, before: string | null): Promise<CampaignFeed> {
  const query = new URLSearchParams({ limit: String(TIMELINE_PAGE_DEFAULT) });
  if (before) query.set('before', before);
  return api.get(`${campaignPath(id)}/feed?${query}`, CampaignFeed);
}

/** A new invite link; its token is answered this once only. */
export function createInvite(id: string, input: CreateInviteInput): Promise<CreatedInvite> {
  return api.post(`${campaignPath(id)}/invites`, input, CreatedInvite);
}

export function revokeInvite(id: string, inviteId: string): Promise<void> {
  return api.delete(`${campaignPath(id)}/invites/${encodeURIComponent(inviteId)}`);
}

/** What an invite link leads to, before the player chooses companies. */
export function readInvite(token: string): Promise<CampaignInvitePreview> {
  return api.get(`/campaign/invite/${encodeURIComponent(token)}`, CampaignInvitePreview);
}

export function joinCampaign(input: JoinCampaignInput): Promise<Campaign> {
  return api.post('/campaign/join', input, Campaign);
}

/** A member brings more of their own companies in, without an invite link. */
export function addCampaignCompanies(id: string, input: AddCampaignCompaniesInput) {
  return api.post(`${campaignPath(id)}/companies`, input, Campaign);
}

/** Withdraws one of the caller's companies from the campaign. */
export function leaveCampaign(id: string, companyId: string): Promise<void> {
  return api.post(`${campaignPath(id)}/leave`, { companyId }, NoContent);
}

/** The owner makes a member an arbiter, or a player again. */
export function setMemberRole(id: string, userId: string, input: CampaignMemberRoleInput) {
  return api.put(`${campaignPath(id)}/members/${encodeURIComponent(userId)}`, input, NoContent);
}

export function removeMember(id: string, userId: string): Promise<void> {
  return api.delete(`${campaignPath(id)}/members/${encodeURIComponent(userId)}`);
}

export function recordMatch(id: string, input: RecordMatchInput): Promise<CampaignMatch> {
  return api.post(`${campaignPath(id)}/matches`, input, CampaignMatch);
}

export function removeMatch(id: string, matchId: string): Promise<void> {
  return api.delete(`${campaignPath(id)}/matches/${encodeURIComponent(matchId)}`);
}

/** A member company as the shared view shows it, readable by the campaign's members only. */
export function readMemberCompany(id: string, companyId: string): Promise<SharedCompany> {
  return api.get(`${campaignPath(id)}/company/${encodeURIComponent(companyId)}`, SharedCompany);
}

// Query keys and options: every key of campaigns comes from here.

const notFoundIsAnAnswer = (failures: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status === 404) && failures < 2;

export const campaignQueries = {
  all: () => QUERY_ROOTS.campaigns,
  list: () =>
    queryOptions({ queryKey: [...campaignQueries.all(), 'list'] as const, queryFn: listCampaigns }),
  /** A 404 says the campaign is gone or the player is not a member: no retry. */
  view: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'view', id] as const,
      queryFn: () => readCampaign(id),
      retry: notFoundIsAnAnswer,
    }),
  feed: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...campaignQueries.all(), 'feed', id] as const,
      queryFn: ({ pageParam }) => fetchCampaignFeed(id, pageParam),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (page) => page.next,
    }),
  invite: (token: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'invite', token] as const,
      queryFn: () => readInvite(token),
      retry: notFoundIsAnAnswer,
    }),
  company: (id: string, companyId: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'company', id, companyId] as const,
      queryFn: () => readMemberCompany(id, companyId),
      retry: notFoundIsAnAnswer,
    }),
};

// Hooks.

export function useCampaigns() {
  return useQuery(campaignQueries.list());
}

export function useCampaign(id: string) {
  return useQuery(campaignQueries.view(id));
}

export function useCampaignFeed(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...campaignQueries.feed(id), enabled });
}

export function useInvite(token: string) {
  return useQuery(campaignQueries.invite(token));
}

export function useMemberCompany(id: string, companyId: string) {
  return useQuery(campaignQueries.company(id, companyId));
}

/** Any campaign write changes the list, the page and the league: all read again. */
function useCampaignMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAfter(client, 'campaignChanged'),
  });
}

export function useCreateCampaign() {
  return useCampaignMutation(createCampaign);
}

export function useUpdateCampaign(id: string) {
  return useCampaignMutation((input: UpdateCampaignInput) => updateCampaign(id, input));
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_nothing, id) => {
      // The page is left at once; reading a deleted campaign again would only answer 404.
      client.removeQueries({ queryKey: campaignQueries.view(id).queryKey });
      return client.invalidateQueries({ queryKey: campaignQueries.list().queryKey });
    },
  });
}

export function useCreateInvite(id: string) {
  return useCampaignMutation((input: CreateInviteInput) => createInvite(id, input));
}

export function useRevokeInvite(id: string) {
  return useCampaignMutation((inviteId: string) => revokeInvite(id, inviteId));
}

export function useJoinCampaign() {
  return useCampaignMutation(joinCampaign);
}

export function useAddCampaignCompanies(id: string) {
  return useCampaignMutation((input: AddCampaignCompaniesInput) => addCampaignCompanies(id, input));
}

export function useLeaveCampaign(id: string) {
  return useCampaignMutation((companyId: string) => leaveCampaign(id, companyId));
}

export function useSetMemberRole(id: string) {
  return useCampaignMutation(
    ({ userId, input }: { userId: string; input: CampaignMemberRoleInput }) =>
      setMemberRole(id, userId, input),
  );
}

export function useRemoveMember(id: string) {
  return useCampaignMutation((userId: string) => removeMember(id, userId));
}

export function useRecordMatch(id: string) {
  return useCampaignMutation((input: RecordMatchInput) => recordMatch(id, input));
}

export function useRemoveMatch(id: string) {
  return useCampaignMutation((matchId: string) => removeMatch(id, matchId));
}

/**
 * The campaign's owner or an arbiter settles a disputed match; the same `operationId` for a
 * try sent again, so that it settles once.
 */
export function useSettleMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, input, operationId }: SettleMatch) =>
      settleLiveMatch(matchId, input, operationId),
    onSuccess: () => refreshAfter(client, 'matchSettled'),
  });
}

export interface SettleMatch {
  matchId: string;
  input: SettleMatchInput;
  operationId: string;
}
