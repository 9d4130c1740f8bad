import { Anchor, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { CHARITY_TEXTS, type CharityOverlayTab, type MatterCharity } from '@probity/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { CharityFacts, VerifiedBadge } from './CharityFacts';
import { LegacyTab } from './LegacyTab';
import { useRegisterDetails } from './matter-charities.api';

type Tab = CharityOverlayTab;

interface CharityDetailsModalProps {
  /** The matter charity shown; null closes the overlay. */
  charity: MatterCharity | null;
  onClose: () => void;
  /**
   * The legacy chat button (spec 03 §2.16 "A chat button opens a right-hand chat panel"), given by
   * the page that owns the chat overlay.
   */
  chatButton?: ReactNode;
  /** The tab the overlay opens on (the openCharityTab query parameter); Charity by default. */
  initialTab?: Tab | null;
}

function CharityTab({ charity, onShowLegacy }: { charity: MatterCharity; onShowLegacy: () => void }) {
  const details = useRegisterDetails(charity);
  if (details.isPending) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Loader size="sm" />
        <Text fz="sm" c="dimmed">
          {CHARITY_TEXTS.loadingCharity}
        </Text>
      </Stack>
    );
  }
  if (details.isError || !details.data) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Text fz="sm" c="dimmed" ta="center">
          {CHARITY_TEXTS.unavailable}
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={onShowLegacy}>
          {CHARITY_TEXTS.viewLegacyInstead}
        </Anchor>
      </Stack>
    );
  }
  return <CharityFacts charity={details.data} isFull />;
}

/**
 * spec 03 §2.16 Charity details overlay (a charity in a matter): tabs Charity (the register's
 * data) and Legacy (its legacy details, documents and payment details).
 */
export function CharityDetailsModal({ charity, onClose, chatButton, initialTab }: CharityDetailsModalProps) {
  const isMobile = useIsMobileLayout();
  const [tab, setTab] = useState<Tab>(initialTab ?? 'charity');
  const matterCharityID = charity?.matterCharityID;
  useEffect(() => {
    if (matterCharityID) setTab(initialTab ?? 'charity');
  }, [matterCharityID, initialTab]);

  return (
    <Modal
      opened={!!charity}
      onClose={onClose}
      size={820}
      fullScreen={isMobile}
      // Top-aligned: the tabs differ in height, so a centred overlay would jump.
      centered={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Group gap="sm" wrap="wrap">
          <Text fw={600} fz="lg" c="navy.9">
            {charity?.charityName ?? ''}
          </Text>
          {charity && <VerifiedBadge isVerified={!!charity.linkedOrganisation} />}
        </Group>
      }
    >
      {charity ? (
        <Stack gap="md">
          {chatButton && <Group justify="flex-end">{chatButton}</Group>}
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as Tab | null) ?? 'charity')}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="charity">{CHARITY_TEXTS.tabCharity}</Tabs.Tab>
              <Tabs.Tab value="legacy">{CHARITY_TEXTS.tabLegacy}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="charity" pt="md">
              <CharityTab charity={charity} onShowLegacy={() => setTab('legacy')} />
            </Tabs.Panel>
            <Tabs.Panel value="legacy" pt="md">
              <LegacyTab legacyID={charity.legacyID} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
