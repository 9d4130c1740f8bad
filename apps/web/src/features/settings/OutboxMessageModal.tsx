import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { EMAIL_TEMPLATE_TEXTS, type OutboxMessage, WIDE_MODAL_WIDTH_PX } from '@probity/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { formatDateTime } from '../../lib/dates';
import { outboxKeys, retryOutboxMessage, useOutboxMessage } from './outbox.api';
import { MailStatusBadge } from './outbox-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

function MessageBody({ message }: { message: OutboxMessage }) {
  return (
    <Tabs defaultValue="html">
      <Tabs.List>
        <Tabs.Tab value="html">HTML</Tabs.Tab>
        <Tabs.Tab value="text">Text</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="sm">
        <Box
          component="iframe"
          title="Message"
          sandbox=""
          srcDoc={message.html}
          w="100%"
          h={440}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, background: '#fff' }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="sm">
        <Box component="pre" fz="sm" p="sm" bg="gray.0" style={{ whiteSpace: 'pre-wrap', borderRadius: 6 }}>
          {message.textBody}
        </Box>
      </Tabs.Panel>
    </Tabs>
  );
}

/** One message of the outbox, as it was (or will be) sent; a failed one can be sent again. */
export function OutboxMessageModal({ mailID, onClose }: { mailID: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const message = useOutboxMessage(mailID);
  const retry = useMutation({ mutationFn: () => retryOutboxMessage(mailID) });

  const handleRetry = (m: OutboxMessage) => {
    const toast = notify.loading(EMAIL_TEMPLATE_TEXTS.retryingMessage(m.toAddress));
    retry.mutate(undefined, {
      onSuccess: () => {
        notify.success(EMAIL_TEMPLATE_TEXTS.messageQueued, toast);
        void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
      },
      onError: (error) => notify.error(errorToast(error), toast),
    });
  };

  const m = message.data;
  return (
    <Modal opened onClose={onClose} size={WIDE_MODAL_WIDTH_PX} title={m ? m.subject : 'Message'}>
      {message.isError ? (
        <Alert color="red" variant="light">
          The message could not be loaded.
        </Alert>
      ) : !m ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label="To">{m.toAddress}</Field>
            <Field label="Trigger">{m.trigger}</Field>
            <Field label="Status">
              <MailStatusBadge status={m.status} />
            </Field>
            <Field label="Created">{formatDateTime(m.createdAt)}</Field>
            <Field label="Sent">{formatDateTime(m.sentAt)}</Field>
            <Field label="Attempts">{String(m.attempts)}</Field>
            {m.nextAttemptAt && m.status === 'pending' && (
              <Field label="Next attempt">{formatDateTime(m.nextAttemptAt)}</Field>
            )}
            {m.providerMessageID && <Field label="Message-ID">{m.providerMessageID}</Field>}
          </SimpleGrid>
          {m.lastError && (
            <Alert color={m.status === 'failed' ? 'red' : 'yellow'} variant="light" title="Delivery note">
              {m.lastError}
            </Alert>
          )}
          <MessageBody message={m} />
          {m.status === 'failed' && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={retry.isPending}
                onClick={() => handleRetry(m)}
              >
                Retry
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
