import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { formatDate } from '../../lib/dates';
import { countsInWords, decisionInWords, useEraseIndividual, useErasurePlan } from './retention.api';

/**
 * Issue 19 "An erasure request for one individual": the firm's admin sees what of the person's
 * records can go now and what must be kept (until when and why), confirms, and erases what can go.
 */
export function ErasureRequestSection({ individualID }: { individualID: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const plan = useErasurePlan(individualID, isOpen);
  const erase = useEraseIndividual(individualID);
  const items = plan.data?.items ?? [];
  const now = items.filter((i) => i.decision === 'now');
  const kept = items.filter((i) => i.decision === 'kept');
  const close = () => {
    setIsOpen(false);
    setIsConfirmed(false);
  };
  const submit = () =>
    erase.mutate(undefined, {
      onSuccess: (res) => {
        notify.success(res.counts ? `Erased: ${countsInWords(res.counts)}` : 'Nothing could be erased');
        close();
      },
      onError: (err) => notify.error(errorToast(err)),
    });
  return (
    <Card withBorder component="section" aria-labelledby="erasure-title">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="erasure-title">
            Erasure request
          </Title>
          <Text size="sm" c="dimmed">
            What of this person's records can be erased now, and what the law or a legal hold keeps.
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={() => setIsOpen(true)}
        >
          Erasure request
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title="Erasure request" size="lg">
        {plan.isPending && <Loader size="sm" aria-label="Loading" />}
        {plan.isError && <Alert color="red">{formatRequestError(plan.error)}</Alert>}
        {plan.data && (
          <Stack>
            <Text size="sm">
              {plan.data.name}, matter {plan.data.matterReference}
              {plan.data.erasedAt ? ` — personal details erased ${formatDate(plan.data.erasedAt)}` : ''}
            </Text>
            <div>
              <Text fw={600} mb={4}>
                Can go now
              </Text>
              {now.length ? (
                <List size="sm" spacing={4} aria-label="Can go now">
                  {now.map((i) => (
                    <List.Item key={i.category}>
                      <Badge color="red" variant="light" mr="xs">
                        Erase
                      </Badge>
                      {i.label} — {i.covers}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">Nothing.</Text>
              )}
            </div>
            <div>
              <Text fw={600} mb={4}>
                Must be kept
              </Text>
              {kept.length ? (
                <List size="sm" spacing={4} aria-label="Must be kept">
                  {kept.map((i) => (
                    <List.Item key={i.category}>
                      <Badge color="gray" variant="light" mr="xs">
                        Keep
                      </Badge>
                      {i.label} — {decisionInWords(i, formatDate)}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">Nothing.</Text>
              )}
            </div>
            {now.length > 0 && (
              <Checkbox
                label="I confirm: erase what can go now. This cannot be undone."
                checked={isConfirmed}
                onChange={(e) => setIsConfirmed(e.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              {now.length > 0 && (
                <Button color="red" onClick={submit} disabled={!isConfirmed} loading={erase.isPending}>
                  Erase what can go
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
