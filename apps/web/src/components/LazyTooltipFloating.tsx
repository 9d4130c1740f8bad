import { type FloatingPosition, Tooltip } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

/**
 * Mantine's Tooltip beside its target (LazyTooltip loads this, and floating-ui with it, on the
 * first hover). LazyTooltip says when it shows, so Mantine's own listeners are off.
 */
export function LazyTooltipFloating({
  target,
  label,
  position,
  opened,
}: {
  target: RefObject<HTMLElement | null>;
  label: ReactNode;
  position?: FloatingPosition;
  opened: boolean;
}) {
  return (
    <Tooltip
      target={target}
      label={label}
      position={position}
      opened={opened}
      events={{ hover: false, focus: false, touch: false }}
    />
  );
}
