import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { AccountPanel } from './AccountPanel';
import { i18n } from '../../i18n/i18n';

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: /*i18n*/ 'Light' },
  { value: 'dark', label: /*i18n*/ 'Dark' },
  { value: 'auto', label: /*i18n*/ 'System' },
];

/**
 * Light, dark, or whatever the device is set to: kept on this device (a dim room at the
 * table is a device's circumstance, not the account's), applied at once.
 */
export function AppearanceSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <AccountPanel title={i18n._('Appearance')}>
      <SegmentedControl
        aria-label={i18n._('Colour scheme')}
        aria-describedby="appearance-explained"
        data={SCHEMES.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        value={colorScheme}
        onChange={(value) => {
          const scheme = SCHEMES.find((option) => option.value === value);
          if (scheme) setColorScheme(scheme.value);
        }}
        maw={360}
      />
      <Text id="appearance-explained" size="sm" c="dimmed">
        {i18n._(
          'Dark suits a dim room at the table; System follows your device. Kept on this device only.',
        )}
      </Text>
    </AccountPanel>
  );
}
