import { Box, Group, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useWindowScroll } from '@mantine/hooks';
import { COMPACT_HEADER_SCROLL_PX, SEARCH_DEBOUNCE_MS } from '@probity/domain';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
  description?: string;
  filters?: readonly HeaderFilter[];
  /** Shows a search box stored in the query string (key 'search'). */
  searchLabel?: string;
  actions?: ReactNode;
  /** Further list tools shown beside the filters (a page's own controls). */
  tools?: ReactNode;
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
 * A page's title, description, actions and list filters (kept in the query string). After
 * 50 px of scrolling a compact bar keeps the title in view.
 */
export function PageHeader({ title, description, filters, searchLabel, actions, tools }: PageHeaderProps) {
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
          <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
            {title}
          </Title>
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
