import { present } from '@warband/rules/narrow';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../services/context';
import { isLinkPreviewAgent, sharePreviewPage } from '../services/company/share-preview';
import type { ServerPage } from './web';

const SHARED_PAGE = /^\/company\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/?(?:\?.*)?$/i;

/**
 * The preview page when a link-preview program asks for a shared company's page, else null
 * (everyone else gets the web app, which reads the company itself).
 */
export function sharePreviewFor(ctx: ServiceContext): ServerPage {
  return async (request: FastifyRequest) => {
    if (!isLinkPreviewAgent(request.headers['user-agent'])) return null;
    const match = SHARED_PAGE.exec(request.url);
    if (!match) return null;
    return sharePreviewPage(ctx, {
      userId: present(match[1], 'The share address user'),
      shareId: present(match[2], 'The share address id'),
    });
  };
}
