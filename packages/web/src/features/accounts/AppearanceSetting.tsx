import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { AccountPanel } from './AccountPanel';

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/**
 * Light, dark, or whatever the device is set to: kept on this device (a dim room at the
 * table is a device's circumstance, not the account's), applied at once.
 */
export function AppearanceSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <AccountPanel title="Appearance">
      <SegmentedControl
        aria-label="Colour scheme"
        aria-describedby="appearance-explained"
        data={SCHEMES}
        value={colorScheme}
        onChange={(value) => {
          const scheme = SCHEMES.find((option) => option.value === value);
          if (scheme) setColorScheme(scheme.value);
        }}
        maw={360}
      />
      <Text id="appearance-explained" size="sm" c="dimmed">
        Dark suits a dim room at the table; System follows your device. Kept on this device only.
      </Text>
    </AccountPanel>
  );
}
