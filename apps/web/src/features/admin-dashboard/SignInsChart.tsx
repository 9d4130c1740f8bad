import { Text } from '@mantine/core';
import { formatDate, formatDayShort } from '../../lib/dates';

export interface DayCount {
  date: string;
  count: number;
}

const HEIGHT = 180;
const LABEL_SPACE = 22;
const BAR_GAP = 4;

/** A plain SVG bar chart of sign-ins per day. */
export function SignInsChart({ days }: { days: readonly DayCount[] }) {
  if (days.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No sign-ins in this period.
      </Text>
    );
  }
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = Math.max(days.length * 24, 300);
  const slot = width / days.length;
  const barWidth = Math.max(slot - BAR_GAP, 2);
  const labelEvery = Math.ceil(days.length / 8);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0];
  const last = days[days.length - 1];
  const summary = `Sign-ins per day from ${formatDate(first?.date)} to ${formatDate(last?.date)}: ${total} in total, at most ${max} on one day.`;

  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
      width="100%"
      style={{ display: 'block', maxHeight: 260 }}
      role="img"
      aria-label={summary}
    >
      <line
        x1={0}
        x2={width}
        y1={HEIGHT + 0.5}
        y2={HEIGHT + 0.5}
        stroke="var(--mantine-color-gray-3)"
        strokeWidth={1}
      />
      {days.map((day, index) => {
        const barHeight = day.count === 0 ? 0 : Math.max((day.count / max) * (HEIGHT - 8), 2);
        const x = index * slot + BAR_GAP / 2;
        return (
          <g key={day.date}>
            <rect
              x={x}
              y={HEIGHT - barHeight}
              width={barWidth}
              height={barHeight}
              rx={2}
              fill="var(--mantine-color-probity-6)"
            >
              <title>{`${formatDate(day.date)}: ${day.count} sign-in${day.count === 1 ? '' : 's'}`}</title>
            </rect>
            {index % labelEvery === 0 && (
              <text
                x={x + barWidth / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-gray-6)"
              >
                {formatDayShort(day.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
