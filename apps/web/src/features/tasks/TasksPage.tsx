import { Button, Card, Center, Collapse, Divider, Loader, Stack, Text } from '@mantine/core';
import { can, TASK_TEXTS } from '@probity/domain';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { splitMatterTasks } from './task-groups';
import { TaskItem } from './TaskItem';
import { TaskModal } from './TaskModal';
import { type Task, useDeleteTask, useMatterTasks } from './tasks.api';

function TaskList({
  tasks,
  onEdit,
  onDelete,
}: {
  tasks: Task[];
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
}) {
  return (
    <Stack gap={0}>
      {tasks.map((task, i) => (
        <Fragment key={task.taskID}>
          {i > 0 && <Divider />}
          <TaskItem task={task} onEdit={onEdit} onDelete={onDelete} />
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * /secure/matters/{matterId}/tasks (issue 14): the firm's tasks on the matter. Open tasks first by
 * due date (overdue marked), done ones behind a toggle; add and edit in a modal, tick done inline,
 * delete after confirmation.
 */
export function MatterTasksPage() {
  const matter = useWorkspaceMatter();
  const { user, roles } = useSession();
  const query = useMatterTasks(matter.matterID);
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<Task | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isDoneShown, setIsDoneShown] = useState(false);
  const actor = { userID: user.userID, roles, organisationIDs: [] };
  const canCreate = can(actor, 'task.create');
  const canUpdate = can(actor, 'task.update');
  const canDelete = can(actor, 'task.delete');
  const team = matter.team.map((m) => ({ userID: m.userID, name: m.name }));

  const handleAdd = () => {
    setEditing(null);
    setIsModalOpen(true);
  };
  const handleEdit = (task: Task) => {
    setEditing(task);
    setIsModalOpen(true);
  };
  const handleDelete = async (task: Task) => {
    const isSure = await confirm({
      text: TASK_TEXTS.deleteConfirm(task.title),
      confirmLabel: TASK_TEXTS.deleteConfirmLabel,
      isDestructive: true,
    });
    if (!isSure) return;
    remove.mutate(task.taskID, {
      onSuccess: () => notify.success(TASK_TEXTS.deleted),
      onError: (error) => notify.error(errorToast(error)),
    });
  };

  const addButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={handleAdd}>
      {TASK_TEXTS.addTask}
    </Button>
  ) : undefined;

  const { open, done } = splitMatterTasks(query.data ?? []);

  return (
    <Stack gap={0}>
      <PageHeader title={TASK_TEXTS.title} description={TASK_TEXTS.description} actions={addButton} />
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : query.isError ? (
        <Card p="lg">
          <Text c="dimmed">{TASK_TEXTS.loadFailed}</Text>
        </Card>
      ) : open.length === 0 && done.length === 0 ? (
        <Card p="xl">
          <Text c="dimmed" ta="center">
            {TASK_TEXTS.empty}
          </Text>
        </Card>
      ) : (
        <Stack gap="md">
          <Card p="lg" component="section" aria-label={TASK_TEXTS.open}>
            {open.length === 0 ? (
              <Text c="dimmed">{TASK_TEXTS.noOpenTasks}</Text>
            ) : (
              <TaskList
                tasks={open}
                onEdit={canUpdate ? handleEdit : undefined}
                onDelete={canDelete ? (task) => void handleDelete(task) : undefined}
              />
            )}
          </Card>
          {done.length > 0 && (
            <Stack gap="xs" align="flex-start">
              <Button
                variant="subtle"
                color="gray"
                onClick={() => setIsDoneShown((v) => !v)}
                aria-expanded={isDoneShown}
                rightSection={
                  isDoneShown ? (
                    <IconChevronUp size={16} aria-hidden />
                  ) : (
                    <IconChevronDown size={16} aria-hidden />
                  )
                }
              >
                {isDoneShown ? TASK_TEXTS.hideDone : TASK_TEXTS.showDone(done.length)}
              </Button>
              <Collapse expanded={isDoneShown} style={{ width: '100%' }}>
                <Card p="lg" component="section" aria-label={TASK_TEXTS.done}>
                  <TaskList
                    tasks={done}
                    onDelete={canDelete ? (task) => void handleDelete(task) : undefined}
                  />
                </Card>
              </Collapse>
            </Stack>
          )}
        </Stack>
      )}
      <TaskModal
        matterID={matter.matterID}
        team={team}
        task={editing}
        opened={isModalOpen}
        onClose={() => setIsModalOpen(false)}
      />
    </Stack>
  );
}
