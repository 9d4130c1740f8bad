import {
  ActionIcon,
  Box,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback, useWindowScroll } from '@mantine/hooks';
import {
  COMPACT_HEADER_SCROLL_PX,
  HELP_TEXTS,
  helpSubsectionForPath,
  SEARCH_DEBOUNCE_MS,
} from '@probity/domain';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHelp } from '../app/help/help-context';
import classes from './PageHeader.module.css';

export interface HeaderFilterOption {
  value: string;
  label: string;
}

/** A list filter kept in the query string under `key` (repeated for several values). */
export interface HeaderFilter {
  key: string;
  label: string;
  options: readonly HeaderFilterOption[];
  isMultiple?: boolean;
}

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';

interface PageHeaderProps {
  title: string;
  /** A small line above the title, e.g. the charity a settings page belongs to (spec 03 §2.13). */
  aboveTitle?: string;
  description?: string;
  filters?: readonly HeaderFilter[];
  /** Shows a search box stored in the query string (key 'search'). */
  searchLabel?: string;
  actions?: ReactNode;
  /** Further list tools shown beside the filters (a page's own controls). */
  tools?: ReactNode;
  /**
   * spec 02 §2.2: the help button opens the help overlay at this subsection. By default the
   * subsection of the current URL (spec 01 §2), when it has one; null shows no help button.
   */
  helpSubsectionId?: string | null;
}

/** The header's help button (spec 01 §2, 02 §2.2); nothing outside the shell or without a subsection. */
function HelpButton({ subsectionId }: { subsectionId: string | null | undefined }) {
  const help = useHelp();
  const { pathname } = useLocation();
  const target = subsectionId === undefined ? helpSubsectionForPath(pathname, help?.roles) : subsectionId;
  if (!help || !target || !help.isAvailable) return null;
  return (
    <Tooltip label={HELP_TEXTS.helpButton}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={`${HELP_TEXTS.helpButton}: open the help for this page`}
        aria-haspopup="dialog"
        onClick={() => help.openHelp(target)}
      >
        <IconHelp size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function SearchBox({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(fromUrl);
  const lastWritten = useRef(fromUrl);

  useEffect(() => {
    // Follow the URL when it changes from outside (back button, a link).
    if (fromUrl !== lastWritten.current) {
      lastWritten.current = fromUrl;
      setValue(fromUrl);
    }
  }, [fromUrl]);

  const write = useDebouncedCallback((next: string) => {
    lastWritten.current = next.trim();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(SEARCH_PARAM, next.trim());
        else updated.delete(SEARCH_PARAM);
        updated.delete(PAGE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

function FilterControl({ filter }: { filter: HeaderFilter }) {
  const [params, setParams] = useSearchParams();
  const data = filter.options.map((o) => ({ value: o.value, label: o.label }));

  const write = (values: readonly string[]) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete(filter.key);
      for (const value of values) updated.append(filter.key, value);
      updated.delete(PAGE_PARAM);
      return updated;
    });
  };

  if (filter.isMultiple) {
    return (
      <MultiSelect
        aria-label={filter.label}
        placeholder={params.getAll(filter.key).length ? undefined : filter.label}
        data={data}
        value={params.getAll(filter.key)}
        onChange={write}
        clearable
        w={{ base: '100%', sm: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      data={data}
      value={params.get(filter.key)}
      onChange={(value) => write(value ? [value] : [])}
      clearable
      w={{ base: '100%', sm: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * A page's title with its help button, description, actions and list filters (kept in the query
 * string). After 50 px of scrolling a compact bar keeps the title in view.
 */
export function PageHeader({
  title,
  aboveTitle,
  description,
  filters,
  searchLabel,
  actions,
  tools,
  helpSubsectionId,
}: PageHeaderProps) {
  const [scroll] = useWindowScroll();
  const isCompact = scroll.y > COMPACT_HEADER_SCROLL_PX;
  const hasTools = (filters && filters.length > 0) || searchLabel || tools;

  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.compact} data-visible={isCompact || undefined} aria-hidden="true">
        <Text fw={650} fz="lg" truncate>
          {title}
        </Text>
      </Box>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          {aboveTitle && (
            <Text fz="sm" fw={600} c="dimmed">
              {aboveTitle}
            </Text>
          )}
          <Group gap={6} wrap="nowrap" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
              {title}
            </Title>
            <HelpButton subsectionId={helpSubsectionId} />
          </Group>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {hasTools && (
        <Group mt="lg" gap="sm" align="flex-end">
          {filters?.map((filter) => (
            <FilterControl key={filter.key} filter={filter} />
          ))}
          {tools}
          {searchLabel && <SearchBox label={searchLabel} />}
        </Group>
      )}
    </Box>
  );
}
