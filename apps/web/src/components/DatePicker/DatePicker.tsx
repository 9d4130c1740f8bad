import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { DATE_TEXTS } from '@probity/domain';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CalendarPanel } from './CalendarPanel';
import { todayIso, type ViewMonth } from './calendar';
import {
  DATE_DISPLAY_FORMAT,
  DATE_INPUT_LENGTH,
  type DisabledRange,
  disabledRangeOf,
  formatDisplayDate,
  formatTypedDate,
  parseDisplayDate,
  parseIsoDate,
} from './date-input';

export { DATE_DISPLAY_FORMAT, type DisabledRange } from './date-input';

/** Shown when a typed date falls in a disabled range that gives no reason. */
export const DATE_NOT_AVAILABLE = 'This date cannot be chosen';

export interface DatePickerProps {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * 'YYYY-MM-DD', or null for no date. While the typed text is not a real date (an impossible day,
   * or a half-typed date left or entered) the value is that text, as typed: every date schema
   * refuses it with "Enter a real date", so a form never saves the old date or none in its place.
   */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Days that cannot be chosen, typed or clicked (spec 02 §5); either end may be open. */
  disabledRanges?: readonly DisabledRange[];
  placeholder?: string;
  name?: string;
  /** The month shown when there is no value (default: this month). */
  defaultView?: ViewMonth;
}

function viewOf(value: string | null, fallback: ViewMonth): ViewMonth {
  const date = parseIsoDate(value);
  return date ? { year: date.year, month: date.month } : fallback;
}

function currentMonth(): ViewMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * spec 02 §5 "Datepicker": a DD/MM/YYYY text input with a calendar. Typing keeps only digits
 * and slashes, inserts slashes and leading zeros, and applies a complete date that parses;
 * Enter applies, an empty input clears the date. Days in disabled ranges cannot be chosen.
 * Issue 11: an impossible or half-typed date stays as typed and says "Enter a real date".
 */
export function DatePicker({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  disabledRanges = [],
  placeholder = DATE_DISPLAY_FORMAT,
  name,
  defaultView,
}: DatePickerProps) {
  const inputId = useId();
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<ViewMonth>(() => viewOf(value, defaultView ?? currentMonth()));
  const inputRef = useRef<HTMLInputElement>(null);
  const textRef = useRef(text);
  textRef.current = text;

  // Follow a value set from outside (a reset, a loaded record) unless the text already says it.
  useEffect(() => {
    if (value === textRef.current || parseDisplayDate(textRef.current) === value) return;
    setText(formatDisplayDate(value));
    setTypedError(null);
    if (value) setView((current) => viewOf(value, current));
  }, [value]);

  /** Text that is not a real date: kept as typed, said so, and handed on as the value (see value). */
  const markUnreadable = (next: string) => {
    setTypedError(DATE_TEXTS.invalidDate);
    if (next !== value) onChange(next);
  };

  /** Applies a complete typed date; answers whether it was applied. */
  const applyText = (next: string): boolean => {
    if (next === '') {
      setTypedError(null);
      if (value !== null) onChange(null);
      return true;
    }
    const iso = parseDisplayDate(next);
    if (!iso) {
      if (next.length === DATE_INPUT_LENGTH) markUnreadable(next);
      return false;
    }
    const range = disabledRangeOf(iso, disabledRanges);
    if (range) {
      setTypedError(range.reason ?? DATE_NOT_AVAILABLE);
      return false;
    }
    setTypedError(null);
    setView(viewOf(iso, view));
    if (iso !== value) onChange(iso);
    return true;
  };

  const handleSelect = (iso: string) => {
    setText(formatDisplayDate(iso));
    setTypedError(null);
    if (iso !== value) onChange(iso);
    setIsOpen(false);
    inputRef.current?.focus();
  };

  const handleBlur = () => {
    const iso = parseDisplayDate(text);
    // A half-typed date is not a date: it stays as typed, with its error (issue 11).
    if (text !== '' && !iso) markUnreadable(text);
    // A real day that could not be chosen (a disabled range): the input shows the date that applies.
    else if (text !== '' && iso !== value) {
      setText(formatDisplayDate(value));
      setTypedError(null);
    }
    onBlur?.();
  };

  return (
    <Popover
      opened={isOpen && !disabled}
      onChange={setIsOpen}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      returnFocus
      withinPortal
      // The calendar button says it opens the calendar (aria-expanded, aria-controls); on the text
      // input those attributes are not allowed (axe aria-allowed-attr), so the popover adds none.
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          ref={inputRef}
          id={inputId}
          name={name}
          label={label}
          description={description}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={DATE_INPUT_LENGTH}
          value={text}
          error={error ?? typedError}
          onChange={(event) => {
            const next = formatTypedDate(event.currentTarget.value, text);
            setText(next);
            if (next === '' || next.length === DATE_INPUT_LENGTH) applyText(next);
            else setTypedError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // spec 02 §5: Enter applies (and does not submit the surrounding form).
              event.preventDefault();
              if (applyText(text)) setIsOpen(false);
              else if (!parseDisplayDate(text)) markUnreadable(text);
            } else if (event.key === 'Escape') {
              setIsOpen(false);
            } else if (event.key === 'ArrowDown' && event.altKey) {
              setIsOpen(true);
            }
          }}
          onBlur={handleBlur}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              onClick={() => setIsOpen((open) => !open)}
              aria-label={isOpen ? 'Close calendar' : 'Open calendar'}
              aria-expanded={isOpen}
              aria-controls={isOpen ? `${inputId}-calendar` : undefined}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown id={`${inputId}-calendar`} p="xs">
        <CalendarPanel
          value={value}
          view={view}
          onViewChange={setView}
          onSelect={handleSelect}
          disabledRanges={disabledRanges}
          today={todayIso()}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
