import { Tabs, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { DialogFrame } from '../../components/dialogs/DialogFrame';
import { EditorFormProvider } from './editor-form';
import { isListTab, TAB_LABELS } from './editor-tabs';
import type { EditorTab } from './editor-tabs';
import { CharacteristicsTab } from './CharacteristicsTab';
import { EditorButtons } from './EditorButtons';
import classes from './EditorShell.module.css';
import { InjuriesTab } from './InjuriesTab';
import { LIST_TAB_PANELS } from './list-tabs';
import { OverviewTab } from './OverviewTab';
import { PayInfluenceCheckbox } from './PayInfluenceCheckbox';
import { ProfileDetails } from './ProfileDetails';
import type { EditorController } from './useEditorController';
import { WarriorDetails, type OwnerOption } from './WarriorDetails';

/** What the editor knows of the warrior's company; null for a profile. */
export interface EditorCompany {
  id: string;
  race: string;
  influence: number;
  owners: OwnerOption[];
  /**
   * The names of the living Creatures the warrior owns: they die with him
   * (docs/adr/0024-creature-owners.md).
   */
  creatures: string[];
  /** The name the warrior's image is stored under: its id, or one made for a new warrior. */
  imageKey: string;
}

interface EditorShellProps {
  title: string;
  controller: EditorController;
  company: EditorCompany | null;
  newRuleset: boolean;
  /** A line above the tabs saying what the dialog is for, when its title does not. */
  intro?: ReactNode;
  /** A company's warrior: paying its influence from the company, when it costs any. */
  payment?: PaymentChoice | undefined;
}

export interface PaymentChoice {
  cost: number;
  held: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/**
 * The warrior editor's dialog: one form shared by every tab, the tabs the mode and rank
 * allow (only the open one is mounted, so a tab's draft goes with it), and the buttons.
 */
export function EditorShell({
  title,
  controller,
  company,
  newRuleset,
  intro,
  payment,
}: EditorShellProps) {
  const { form, tabs, mode, editable } = controller;
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row of tabs scrolls: keep the open one in sight, however it was reached.
  useEffect(() => {
    const open = list.current?.querySelector('[aria-selected="true"]');
    open?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tabs.tab]);

  function panel(tab: EditorTab) {
    if (isListTab(tab)) {
      const ListPanel = LIST_TAB_PANELS[tab];
      return <ListPanel mode={mode} newRuleset={newRuleset} onDraftChange={tabs.setDraft} />;
    }
    switch (tab) {
      case 'details':
        return company ? (
          <WarriorDetails
            companyRace={company.race}
            owners={company.owners}
            onProfileLoaded={controller.onProfileLoaded}
            image={{
              companyId: company.id,
              imageKey: company.imageKey,
              onPendingChange: tabs.setImagePending,
              error: tabs.imageError,
            }}
          />
        ) : (
          <ProfileDetails />
        );
      case 'characteristics':
        return <CharacteristicsTab mode={mode} newRuleset={newRuleset} />;
      case 'injuries':
        return <InjuriesTab creatures={company?.creatures ?? []} />;
      case 'overview':
        return (
          <OverviewTab
            mode={mode}
            newRuleset={newRuleset}
            editable={editable}
            companyInfluence={company?.influence ?? null}
          />
        );
    }
  }

  return (
    <DialogFrame
      title={title}
      size="xl"
      actions={controller.actions}
      buttons={
        <>
          {editable && payment && payment.cost > 0 && <PayInfluenceCheckbox {...payment} />}
          <EditorButtons controller={controller} />
        </>
      }
    >
      <EditorFormProvider form={form}>
        {intro && (
          <Text size="sm" mb="sm">
            {intro}
          </Text>
        )}
        <Tabs
          value={tabs.tab}
          onChange={tabs.selectTab}
          keepMounted={false}
          // One tab (a graveyard warrior's, a viewed one's) has nothing to keep steady.
          classNames={{
            list: classes.list,
            tab: classes.tab,
            panel: tabs.tabs.length > 1 ? classes.panel : undefined,
          }}
        >
          <Tabs.List ref={list} mb="md" aria-label="Editor sections">
            {tabs.tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {TAB_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.tabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              {panel(tab)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </EditorFormProvider>
    </DialogFrame>
  );
}
