import { z } from 'zod';

/** The web app's only reader of build-time environment (VITE_* variables). */
const WebConfig = z.object({
  apiBase: z.string().default('/api'),
  patronUrl: z.url().default('https://www.patreon.com/'),
  donateUrl: z.url().default('https://www.paypal.com/donate/'),
  contactEmail: z.email().default('hello@warband-ledger.example'),
});

export const config = WebConfig.parse({
  apiBase: import.meta.env.VITE_API_BASE || undefined,
  patronUrl: import.meta.env.VITE_PATRON_URL || undefined,
  donateUrl: import.meta.env.VITE_DONATE_URL || undefined,
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || undefined,
});
