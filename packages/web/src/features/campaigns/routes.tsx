import type { FeatureRoutes } from '../../app/feature-routes';

/**
 * Group campaigns: the player's campaigns, one campaign's page, joining by an invite link
 * (behind the login, which brings a logged-out player back to the link), and a member
 * company, read-only.
 */
export const campaignsRoutes: FeatureRoutes = {
  player: [
    {
      path: '/campaigns',
      handle: { prefetch: ['/campaigns'] },
      lazy: async () => ({ Component: (await import('./CampaignsScreen')).CampaignsScreen }),
    },
    {
      path: '/campaigns/join/:token',
      lazy: async () => ({ Component: (await import('./JoinCampaignPage')).JoinCampaignPage }),
    },
    {
      path: '/campaigns/:id',
      lazy: async () => ({ Component: (await import('./CampaignPage')).CampaignPage }),
    },
    {
      path: '/campaigns/:id/company/:companyId',
      lazy: async () => ({
        Component: (await import('./MemberCompanyPage')).MemberCompanyPage,
      }),
    },
  ],
};
