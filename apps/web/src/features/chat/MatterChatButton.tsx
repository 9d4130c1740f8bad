import { Button, Modal } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import type { Matter } from '../matters/matters.api';
import { IndividualChat } from './IndividualChat';

/** spec 02 §2: for Individuals on desktop a chat button in the matter header opens a chat modal. */
export function MatterChatButton({ matter }: { matter: Matter }) {
  const [isOpen, setOpen] = useState(false);
  const individualID = matter.viewingIndividual?.individualID;
  if (!individualID) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessages size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        ml="auto"
      >
        {CHAT_TEXTS.chatTitle}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        size={820}
        title={`${CHAT_TEXTS.matterChatTitle} · ${matter.reference}`}
      >
        {isOpen && (
          <IndividualChat
            matterID={matter.matterID}
            individualID={individualID}
            title={matter.organisation.name}
            isChatEnabled={matter.chatEnabled}
            height="min(560px, 70dvh)"
          />
        )}
      </Modal>
    </>
  );
}
