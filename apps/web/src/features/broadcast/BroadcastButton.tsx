import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TEXTS, CHAT_TEXTS } from '@probity/domain';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useBroadcast } from '../chat/chat.api';
import type { Matter } from '../matters/matters.api';
import { type BroadcastErrors, groupWords, validateBroadcast } from './broadcast-form';

/** spec 02 §2.1, §2.13: 'Broadcast message' opens the broadcast overlay. */
export function BroadcastButton({ matter }: { matter: Matter }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSpeakerphone size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {BROADCAST_TEXTS.button}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={BROADCAST_TEXTS.button} size="lg">
        {isOpen && <BroadcastForm matter={matter} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function BroadcastForm({ matter, onDone }: { matter: Matter; onDone: () => void }) {
  const broadcast = useBroadcast();
  const [message, setMessage] = useState('');
  const [individuals, setIndividuals] = useState(false);
  const [charities, setCharities] = useState(false);
  const [errors, setErrors] = useState<BroadcastErrors>({});

  const handleSubmit = async () => {
    const form = { message, individuals, charities };
    const found = validateBroadcast(form);
    setErrors(found);
    if (found.message || found.groups) return;
    // spec 02 §5: a confirmation is required before sending.
    const isConfirmed = await confirm({
      text: `Send this message to the ${groupWords(form)} of matter ${matter.reference}?`,
      confirmLabel: 'Yes, send it',
      cancelLabel: 'No, keep editing',
    });
    if (!isConfirmed) return;
    const toast = notify.loading(BROADCAST_TEXTS.sending);
    broadcast.mutate(
      { matterID: matter.matterID, message: message.trim(), individuals, charities },
      {
        onSuccess: (answer) => {
          // Issue 14: "Sent message to …" only when somebody received it.
          const text = BROADCAST_TEXTS.result(answer.reached, { individuals, charities });
          if (answer.reached.individuals + answer.reached.charities === 0) notify.information(text, toast);
          else notify.success(text, toast);
          onDone();
        },
        onError: (error) => notify.error(formatRequestError(error), toast),
      },
    );
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Message"
        value={message}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          setErrors((e) => ({ ...e, message: undefined }));
        }}
        maxLength={BROADCAST_MESSAGE_MAX}
        autosize
        minRows={5}
        maxRows={12}
        error={errors.message}
        description={`${message.length}/${BROADCAST_MESSAGE_MAX}`}
        data-autofocus
      />
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          Send to
        </Text>
        <Group gap="lg">
          <Checkbox
            label="Individuals"
            // spec 02 §2.11: the individuals' chats are off for the firm; the server refuses too.
            disabled={!matter.chatEnabled}
            description={matter.chatEnabled ? undefined : CHAT_TEXTS.individualChatDisabled}
            checked={individuals}
            onChange={(event) => {
              setIndividuals(event.currentTarget.checked);
              setErrors((e) => ({ ...e, groups: undefined }));
            }}
          />
          <Checkbox
            label="Charities"
            checked={charities}
            onChange={(event) => {
              setCharities(event.currentTarget.checked);
              setErrors((e) => ({ ...e, groups: undefined }));
            }}
          />
        </Group>
        {errors.groups && (
          <Text fz="xs" c="red" role="alert">
            {errors.groups}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void handleSubmit()} loading={broadcast.isPending}>
          Send message
        </Button>
      </Group>
    </Stack>
  );
}
