import type { Locale } from '@warband/schemas';
import { i18nFor } from '../i18n/translations';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset mail in the player's language; their name is never translated, only escaped. */
export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, name, link, locale } = options;
  const i18n = i18nFor(locale);
  const hello = i18n._('Hello {name},', { name });
  const asked = i18n._('Someone asked to reset the password of your Warband Ledger account.');
  const open = i18n._('To choose a new password, open this link within one hour:');
  const ignore = i18n._(
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  );
  return {
    to,
    subject: i18n._('Reset your Warband Ledger password'),
    link,
    text: [hello, '', asked, open, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(asked)}`,
      `${escapeHtml(open)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(i18n._('Reset your password'))}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
