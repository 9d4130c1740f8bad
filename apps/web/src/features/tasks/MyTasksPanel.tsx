import { Card, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { TASK_TEXTS } from '@probity/domain';
import { Fragment } from 'react';
import { groupMyTasks } from './task-groups';
import { TaskItem } from './TaskItem';
import { useMyTasks } from './tasks.api';

/**
 * Issue 14 "My tasks" on a firm user's dashboard: their open tasks across their matters as
 * Overdue, Due today and Upcoming, each naming its matter by reference (a link to the matter's
 * tasks) and ticked done here.
 */
export function MyTasksPanel() {
  const query = useMyTasks();
  const groups = groupMyTasks(query.data ?? []);

  return (
    <Card p="lg" component="section" aria-labelledby="my-tasks-title">
      <Title order={2} fz="lg" id="my-tasks-title">
        {TASK_TEXTS.myTasks}
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        {TASK_TEXTS.myTasksDescription}
      </Text>
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : query.isError ? (
        <Text c="dimmed">{TASK_TEXTS.loadFailed}</Text>
      ) : groups.length === 0 ? (
        <Text c="dimmed">{TASK_TEXTS.myTasksEmpty}</Text>
      ) : (
        <Stack gap="md">
          {groups.map((group) => (
            <section key={group.key} aria-label={group.label}>
              <Text
                fz="xs"
                fw={700}
                tt="uppercase"
                c={group.key === 'overdue' ? 'red.9' : 'dimmed'}
                style={{ letterSpacing: 0.4 }}
              >
                {`${group.label} (${group.tasks.length})`}
              </Text>
              <Stack gap={0}>
                {group.tasks.map((task, i) => (
                  <Fragment key={task.taskID}>
                    {i > 0 && <Divider />}
                    <TaskItem task={task} showMatter />
                  </Fragment>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
    </Card>
  );
}
