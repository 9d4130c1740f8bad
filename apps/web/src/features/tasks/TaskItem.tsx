import { ActionIcon, Anchor, Box, Checkbox, Group, Text } from '@mantine/core';
import { TASK_TEXTS, todayInUk, ukDate } from '@probity/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { type Task, useSetTaskDone } from './tasks.api';
import { LazyTooltip } from '../../components/LazyTooltip';

/** The UK calendar day of a moment, DD/MM/YYYY. */
const shortDate = (iso: string) => ukDate(todayInUk(new Date(iso)));

/** When a task is due, in words and colour (dark enough for WCAG AA on white). */
function DueText({ task }: { task: Task }) {
  if (task.isDone)
    return (
      <Text span fz="sm" c="dimmed">
        {task.doneBy && task.doneAt
          ? TASK_TEXTS.doneBy(task.doneBy.name, shortDate(task.doneAt))
          : TASK_TEXTS.done}
      </Text>
    );
  if (!task.dueDate)
    return (
      <Text span fz="sm" c="dimmed">
        {TASK_TEXTS.noDueDate}
      </Text>
    );
  if (task.dueState === 'overdue')
    return (
      <Text span fz="sm" fw={600} c="red.9">
        {`${TASK_TEXTS.overdue} · ${TASK_TEXTS.due(ukDate(task.dueDate))}`}
      </Text>
    );
  if (task.dueState === 'today')
    return (
      <Text span fz="sm" fw={600} c="blue.9">
        {TASK_TEXTS.dueToday}
      </Text>
    );
  return (
    <Text span fz="sm" c="dimmed">
      {TASK_TEXTS.due(ukDate(task.dueDate))}
    </Text>
  );
}

/**
 * One task: a tick box to mark it done (or open again), its title, detail, due date and assignee;
 * on My tasks the matter it belongs to (by reference), on a matter's page edit and delete.
 */
export function TaskItem({
  task,
  showMatter = false,
  onEdit,
  onDelete,
}: {
  task: Task;
  showMatter?: boolean;
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
}) {
  const setDone = useSetTaskDone();
  const handleToggle = () =>
    setDone.mutate(
      { taskID: task.taskID, done: !task.isDone },
      {
        onSuccess: () => notify.success(task.isDone ? TASK_TEXTS.reopened : TASK_TEXTS.markedDone),
        onError: (error) => notify.error(errorToast(error)),
      },
    );

  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="sm" data-testid="task-item">
      <Checkbox
        mt={2}
        checked={task.isDone}
        disabled={setDone.isPending}
        onChange={handleToggle}
        aria-label={task.isDone ? TASK_TEXTS.markOpen(task.title) : TASK_TEXTS.markDone(task.title)}
      />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text
          fw={600}
          td={task.isDone ? 'line-through' : undefined}
          c={task.isDone ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Text>
        {task.detail && !task.isDone && (
          <Text fz="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {task.detail}
          </Text>
        )}
        <Group gap={6} mt={2} wrap="wrap">
          <DueText task={task} />
          {/* On My tasks every task is the caller's: only an unassigned one says so. */}
          {!task.isDone && (!showMatter || !task.assignee) && (
            <Text span fz="sm" c="dimmed">
              · {task.assignee ? task.assignee.name : TASK_TEXTS.unassigned}
            </Text>
          )}
          {showMatter && (
            <Text span fz="sm" c="dimmed">
              ·{' '}
              <Anchor
                component={Link}
                to={`/secure/matters/${encodeURIComponent(task.matterID)}/tasks`}
                fz="sm"
              >
                {task.reference}
              </Anchor>
            </Text>
          )}
        </Group>
        {!showMatter && task.createdBy && (
          <Text fz="xs" c="dimmed" mt={2}>
            {TASK_TEXTS.createdBy(task.createdBy.name, shortDate(task.createdAt))}
          </Text>
        )}
      </Box>
      {(onEdit || onDelete) && (
        <Group gap={2} wrap="nowrap">
          {onEdit && !task.isDone && (
            <LazyTooltip label={TASK_TEXTS.editTask}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={TASK_TEXTS.editLabel(task.title)}
                onClick={() => onEdit(task)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          )}
          {onDelete && (
            <LazyTooltip label={TASK_TEXTS.deleteConfirmLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={TASK_TEXTS.deleteLabel(task.title)}
                onClick={() => onDelete(task)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          )}
        </Group>
      )}
    </Group>
  );
}
