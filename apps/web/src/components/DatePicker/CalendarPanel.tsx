import { ActionIcon, Box, Group, SimpleGrid, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addMonths, MONTH_NAMES, monthGrid, type ViewMonth, WEEKDAY_LABELS, WEEKDAY_NAMES } from './calendar';
import { type DisabledRange, disabledRangeOf, parseIsoDate, parseYearInput, toIsoDate } from './date-input';
import classes from './DatePicker.module.css';

export type CalendarView = 'days' | 'months';

interface CalendarPanelProps {
  value: string | null;
  view: ViewMonth;
  onViewChange: (view: ViewMonth) => void;
  onSelect: (iso: string) => void;
  disabledRanges: readonly DisabledRange[];
  today: string;
}

const DAY_MS = 86_400_000;

function shiftDay(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return toIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function fullLabel(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** spec 02 §5: the days view (6 weeks from Monday) and the months view with its year input. */
export function CalendarPanel({
  value,
  view,
  onViewChange,
  onSelect,
  disabledRanges,
  today,
}: CalendarPanelProps) {
  const [mode, setMode] = useState<CalendarView>('days');
  const [yearText, setYearText] = useState(String(view.year));
  const [focusedIso, setFocusedIso] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => setYearText(String(view.year)), [view.year]);

  useEffect(() => {
    if (!focusedIso) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focusedIso}"]`)?.focus();
  }, [focusedIso]);

  const weeks = monthGrid(view);
  const inMonth = weeks.flat().filter((d) => d.isInMonth);
  // The roving tab stop: the focused day, else the chosen day, else today, else the 1st (all in view).
  const tabStop =
    [focusedIso, value, today].find((iso) => iso && inMonth.some((d) => d.iso === iso)) ?? inMonth[0]?.iso;

  const handleDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = shiftDay(iso, step);
    const date = parseIsoDate(next);
    if (date && (date.month !== view.month || date.year !== view.year)) {
      onViewChange({ year: date.year, month: date.month });
    }
    setFocusedIso(next);
  };

  const isMonths = mode === 'months';
  const heading = isMonths ? String(view.year) : `${MONTH_NAMES[view.month - 1]} ${view.year}`;
  const step = isMonths ? 12 : 1;

  return (
    <Box w={7 * 36 + 8}>
      <Group justify="space-between" gap={4} mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onViewChange(addMonths(view, -step))}
          aria-label={isMonths ? 'Previous year' : 'Previous month'}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <UnstyledButton
          onClick={() => setMode(isMonths ? 'days' : 'months')}
          fw={600}
          fz="sm"
          px="xs"
          aria-label={isMonths ? `${heading}, show days` : `${heading}, choose month and year`}
        >
          {heading}
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onViewChange(addMonths(view, step))}
          aria-label={isMonths ? 'Next year' : 'Next month'}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>

      {isMonths ? (
        <>
          <TextInput
            label="Year"
            size="xs"
            mb="xs"
            inputMode="numeric"
            maxLength={4}
            value={yearText}
            onChange={(event) => {
              const text = event.currentTarget.value.replace(/\D/g, '');
              setYearText(text);
              // spec 02 §5: the year input applies only when above 1000.
              const year = parseYearInput(text);
              if (year !== null) onViewChange({ year, month: view.month });
            }}
          />
          <SimpleGrid cols={3} spacing={4}>
            {MONTH_NAMES.map((name, index) => (
              <UnstyledButton
                key={name}
                className={classes.month}
                data-selected={index + 1 === view.month || undefined}
                onClick={() => {
                  onViewChange({ year: view.year, month: index + 1 });
                  setMode('days');
                }}
              >
                {name.slice(0, 3)}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </>
      ) : (
        <table className={classes.grid} ref={gridRef} aria-label={heading}>
          <thead>
            <tr>
              {WEEKDAY_LABELS.map((label, index) => (
                <th key={label} className={classes.weekday} scope="col" abbr={WEEKDAY_NAMES[index]}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.iso}>
                {week.map((day) => {
                  const range = disabledRangeOf(day.iso, disabledRanges);
                  const button = (
                    <UnstyledButton
                      className={classes.day}
                      data-iso={day.iso}
                      data-outside={!day.isInMonth || undefined}
                      data-today={day.iso === today || undefined}
                      data-selected={day.iso === value || undefined}
                      data-disabled={range ? true : undefined}
                      aria-disabled={range ? true : undefined}
                      aria-pressed={day.iso === value}
                      aria-label={fullLabel(day.iso)}
                      tabIndex={day.iso === tabStop ? 0 : -1}
                      onKeyDown={(event) => handleDayKeyDown(event, day.iso)}
                      onClick={() => {
                        if (!range) onSelect(day.iso);
                      }}
                    >
                      {day.day}
                    </UnstyledButton>
                  );
                  return (
                    <td key={day.iso}>
                      {range?.reason ? (
                        <Tooltip label={range.reason} withinPortal>
                          {button}
                        </Tooltip>
                      ) : (
                        button
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
