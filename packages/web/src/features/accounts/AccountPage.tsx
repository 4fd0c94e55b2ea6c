import { SimpleGrid } from '@mantine/core';
import { useRefreshSession } from '../../api/users';
import { Page } from '../../components/Page';
import { useSession } from '../../hooks/useSession';
import { AppearanceSetting } from './AppearanceSetting';
import { BackupPanel } from './BackupPanel';
import { ChangeDetailsForm } from './ChangeDetailsForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LanguageSetting } from './LanguageSetting';
import { RulesetSetting } from './RulesetSetting';
import { i18n } from '../../i18n/i18n';

/** /account: the player's details, password, ruleset, language, colour scheme, and a backup. */
export function AccountPage() {
  const user = useSession();
  // Settings may have changed on another device.
  useRefreshSession(user !== null);
  if (!user) return null;

  return (
    <Page title={i18n._('Account Details')}>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        verticalSpacing="lg"
        style={{ alignItems: 'start' }}
      >
        <ChangeDetailsForm key={user.id} user={user} />
        <ChangePasswordForm />
      </SimpleGrid>
      <RulesetSetting newRuleset={user.newRuleset} />
      <LanguageSetting language={user.language} newRuleset={user.newRuleset} />
      <AppearanceSetting />
      <BackupPanel />
    </Page>
  );
}
