import { Box, Group, Text } from '@mantine/core';
import { formatPence } from '@probity/domain';
import type { ReactNode } from 'react';

export interface WorkingLine {
  label: ReactNode;
  /** An amount in pence; or `value` for anything else (a rate, a date). */
  amount?: number | null;
  value?: ReactNode;
  isTotal?: boolean;
  isIndented?: boolean;
  /** A heading of the lines under it (no figure of its own). */
  isHeading?: boolean;
  /** A line of working under the label, dimmed. */
  note?: ReactNode;
}

/**
 * Issue 17: the lines of a worksheet or an account, each label with its figure on the right (a
 * description list, so a screen reader reads each pair); a total is bold with a rule above. At
 * 390 px a long label wraps and its figure stays on the right.
 */
export function WorkingList({ lines }: { lines: readonly WorkingLine[] }) {
  return (
    <Box component="dl" m={0}>
      {lines.map((l, i) => (
        <Group
          // Lines are fixed for one render; labels may repeat ("Total").
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list
          key={i}
          component="div"
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          py={4}
          pl={l.isIndented ? 'md' : 0}
          style={l.isTotal ? { borderTop: '1px solid var(--mantine-color-gray-4)' } : undefined}
        >
          <Box component="dt" style={{ minWidth: 0 }}>
            <Text fz="sm" fw={l.isTotal || l.isHeading ? 700 : 400} c={l.isHeading ? 'dimmed' : undefined}>
              {l.label}
            </Text>
            {l.note && (
              <Text fz="xs" c="dimmed">
                {l.note}
              </Text>
            )}
          </Box>
          <Text
            component="dd"
            m={0}
            fz="sm"
            fw={l.isTotal ? 700 : 400}
            ta="right"
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {l.amount !== undefined && l.amount !== null ? formatPence(l.amount) : l.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
