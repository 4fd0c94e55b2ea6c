import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  const { to, name, link } = options;
  return {
    to,
    subject: 'Reset your Warband Ledger password',
    link,
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Warband Ledger account.',
      'To choose a new password, open this link within one hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Someone asked to reset the password of your Warband Ledger account.',
      'To choose a new password, open this link within one hour:</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
