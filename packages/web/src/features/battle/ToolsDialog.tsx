import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { D6_TESTS, REFERENCE_TAB_LABELS, REFERENCE_TABS } from '@warband/rules';
import { MODAL_STYLES } from '../../components/dialogs/modal-styles';
import { D6TableTab } from './D6TableTab';
import { BATTLE_TEXTS as T } from './texts';
import { WoundChartTab } from './WoundChartTab';

/**
 * Tools: the wound chart and the D6 tables, each with a roll for me
 * (docs/rules.md#reference-tables).
 */
export function ToolsDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={onClose}
      title={T.tools}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      styles={MODAL_STYLES}
    >
      <Tabs defaultValue="wound" keepMounted={false}>
        <Tabs.List mb="sm">
          {REFERENCE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ minHeight: 44 }}>
              {REFERENCE_TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="wound">
          <WoundChartTab />
        </Tabs.Panel>
        {D6_TESTS.map((test) => (
          <Tabs.Panel key={test} value={test}>
            <D6TableTab test={test} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
