import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { COMPACT_HEADER_SCROLL_PX, HELP_TEXTS, helpSubsectionForPath } from '@probity/domain';
import { IconHelp } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useHelp } from '../app/help/help-context';
import classes from './PageHeader.module.css';

import type { HeaderFilter } from './page-header-params';
import { LazyTooltip } from './LazyTooltip';

export { type HeaderFilter, type HeaderFilterOption, PAGE_PARAM, SEARCH_PARAM } from './page-header-params';

// Issue 16: the list tools (Select, MultiSelect, the search box) load with the first list page,
// not with the dashboard, whose header has none.
const HeaderFilters = lazy(async () => ({ default: (await import('./PageHeaderTools')).HeaderFilters }));
const SearchBox = lazy(async () => ({ default: (await import('./PageHeaderTools')).SearchBox }));

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
    <LazyTooltip label={HELP_TEXTS.helpButton}>
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
    </LazyTooltip>
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
          {filters && filters.length > 0 && (
            <Suspense fallback={null}>
              <HeaderFilters filters={filters} />
            </Suspense>
          )}
          {tools}
          {searchLabel && (
            <Suspense fallback={null}>
              <SearchBox label={searchLabel} />
            </Suspense>
          )}
        </Group>
      )}
    </Box>
  );
}
