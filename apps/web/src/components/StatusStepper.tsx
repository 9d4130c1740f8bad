import { Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './StatusStepper.module.css';

export interface StepperStatus {
  statusID: string;
  name: string;
  description: string;
}

interface StatusStepperProps {
  /** The statuses of the matter's type, in order (spec 02 §4). */
  statuses: readonly StepperStatus[];
  currentStatusID: string;
  /** Makes every other step a button (spec 02 §4: any step may be chosen); view-only without it. */
  onSelect?: (status: StepperStatus) => void;
  /** Disables the steps while a change is under way. */
  isBusy?: boolean;
  label?: string;
}

/** Index of the current status, case-insensitively (ids are UUIDs). */
export function currentStepIndex(statuses: readonly StepperStatus[], currentStatusID: string): number {
  const id = currentStatusID.toLowerCase();
  return statuses.findIndex((s) => s.statusID.toLowerCase() === id);
}

function StepContent({
  status,
  index,
  isReached,
  isCurrent,
}: {
  status: StepperStatus;
  index: number;
  isReached: boolean;
  isCurrent: boolean;
}): ReactNode {
  return (
    <>
      <span className={classes.marker} aria-hidden>
        {isReached && !isCurrent ? <IconCheck size={15} stroke={2.4} /> : index + 1}
      </span>
      <span className={classes.body}>
        <Text fz="sm" fw={isCurrent ? 700 : 500} c={isReached ? undefined : 'dimmed'} lh={1.35}>
          {status.name}
        </Text>
        {isCurrent && (
          <Text fz="xs" c="dimmed" mt={2}>
            {status.description}
          </Text>
        )}
      </span>
    </>
  );
}

/**
 * The vertical status stepper of a matter (spec 02 §2.1, §4): the steps up to the current one are
 * filled; with `onSelect` any other step may be chosen, otherwise it is view-only.
 */
export function StatusStepper({
  statuses,
  currentStatusID,
  onSelect,
  isBusy = false,
  label = 'Matter status',
}: StatusStepperProps) {
  const current = currentStepIndex(statuses, currentStatusID);
  return (
    <ol className={classes.list} aria-label={label}>
      {statuses.map((status, index) => {
        const isCurrent = index === current;
        const isReached = current >= 0 && index <= current;
        const content = (
          <StepContent status={status} index={index} isReached={isReached} isCurrent={isCurrent} />
        );
        return (
          <li
            key={status.statusID}
            className={classes.step}
            data-reached={isReached || undefined}
            data-current={isCurrent || undefined}
            aria-current={isCurrent ? 'step' : undefined}
          >
            {onSelect ? (
              <UnstyledButton
                className={classes.button}
                disabled={isCurrent || isBusy}
                onClick={() => onSelect(status)}
                aria-label={isCurrent ? `${status.name} (current status)` : status.name}
              >
                {content}
              </UnstyledButton>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
