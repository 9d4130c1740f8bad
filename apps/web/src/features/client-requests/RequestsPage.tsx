import { Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  CLIENT_REQUEST_COMMENT_MAX,
  CLIENT_REQUEST_TEXTS as T,
  type ClientRequest,
  can,
} from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { errorToast } from '../../components/form-errors';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { AddRequestModal } from './AddRequestModal';
import { RequestCard } from './RequestCard';
import { useClientRequestActions, useClientRequests } from './client-requests.api';

function SendBackModal({
  item,
  onClose,
  onSend,
}: {
  item: ClientRequest | null;
  onClose: () => void;
  onSend: (comment: string) => Promise<unknown>;
}) {
  const [comment, setComment] = useState('');
  const [isSending, setIsSending] = useState(false);
  const handleSend = async () => {
    setIsSending(true);
    try {
      await onSend(comment);
      setComment('');
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Modal opened={!!item} onClose={onClose} title={T.sendBackTitle}>
      <Stack gap="md">
        <Text fz="sm" fw={600}>
          {item?.title}
        </Text>
        <Textarea
          label={T.comment}
          withAsterisk
          autosize
          minRows={3}
          maxLength={CLIENT_REQUEST_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button onClick={() => void handleSend()} loading={isSending} disabled={!comment.trim()}>
            {T.sendBack}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /secure/matters/{matterId}/requests (issue 14): the firm's request list ("Requests"), which the
 * matter's clients see as "What we need from you" with their own items to answer or upload into.
 */
export function MatterRequestsPage() {
  const matter = useWorkspaceMatter();
  const { user, roles } = useSession();
  const isStaff = can({ roles, userID: user.userID, organisationIDs: [] }, 'clientRequest.create');
  const list = useClientRequests(matter.matterID);
  const actions = useClientRequestActions(matter.matterID);
  const [isAdding, setIsAdding] = useState(false);
  const [sendingBack, setSendingBack] = useState<ClientRequest | null>(null);

  const run = async (work: () => Promise<unknown>, success: string, failure: string = T.actionFailed) => {
    try {
      await work();
      notify.success(success);
    } catch (error) {
      notify.error(`${failure}. ${errorToast(error)}`);
      throw error;
    }
  };
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const handleWithdraw = async (item: ClientRequest) => {
    const isConfirmed = await confirm({
      title: T.withdrawTitle,
      text: T.withdrawText,
      confirmLabel: T.withdrawYes,
      cancelLabel: T.withdrawNo,
      isDestructive: true,
    });
    if (isConfirmed) await quietly(run(() => actions.withdraw.mutateAsync(item.requestID), T.withdrawn));
  };

  const items = list.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={isStaff ? T.staffTitle : T.clientTitle}
        description={isStaff ? T.staffDescription : T.clientDescription}
        actions={
          isStaff ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
              {T.add}
            </Button>
          ) : undefined
        }
      />
      {list.isError ? (
        <LoadFailedCard what="requests" onRetry={() => list.refetch()} />
      ) : list.isSuccess && items.length === 0 ? (
        <Card withBorder p="lg">
          <Text c="dimmed">{isStaff ? T.staffEmpty : T.clientEmpty}</Text>
        </Card>
      ) : (
        <Stack gap="sm" aria-busy={list.isLoading}>
          {items.map((item) => (
            <RequestCard
              key={item.requestID}
              item={item}
              isStaff={isStaff}
              actions={{
                onAnswer: (answer) =>
                  quietly(
                    run(
                      () => actions.answer.mutateAsync({ requestID: item.requestID, answer }),
                      T.answerSent,
                      T.answerFailed,
                    ),
                  ),
                onUpload: (files) =>
                  quietly(
                    run(
                      () => actions.upload.mutateAsync({ requestID: item.requestID, files }),
                      T.uploadedToast,
                      T.uploadFailed,
                    ),
                  ),
                onAccept: () =>
                  void quietly(run(() => actions.accept.mutateAsync(item.requestID), T.accepted)),
                onSendBack: () => setSendingBack(item),
                onWithdraw: () => void handleWithdraw(item),
              }}
            />
          ))}
        </Stack>
      )}
      {isStaff && (
        <AddRequestModal matterID={matter.matterID} opened={isAdding} onClose={() => setIsAdding(false)} />
      )}
      <SendBackModal
        item={sendingBack}
        onClose={() => setSendingBack(null)}
        onSend={(comment) =>
          run(
            () => actions.reopen.mutateAsync({ requestID: sendingBack!.requestID, comment }),
            T.sentBack,
          ).then(() => setSendingBack(null))
        }
      />
    </Stack>
  );
}
