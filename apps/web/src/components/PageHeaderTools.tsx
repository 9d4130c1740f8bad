import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@probity/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type HeaderFilter, PAGE_PARAM, SEARCH_PARAM } from './page-header-params';

// The list tools of PageHeader: its search box and filters, kept in the query string (issue 16:
// loaded with the first list page).

export function SearchBox({ label }: { label: string }) {
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

  // The page this box is on. A navigation away starts before React shows the next page (it keeps
  // this one while the next one's code loads): a search still waiting to be written then must not
  // take the browser back to this list.
  const { pathname } = useLocation();
  const write = useDebouncedCallback((next: string) => {
    if (window.location.pathname !== pathname) return;
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

/** The header's list filters, each kept in the query string. */
export function HeaderFilters({ filters }: { filters: readonly HeaderFilter[] }) {
  return filters.map((filter) => <FilterControl key={filter.key} filter={filter} />);
}
