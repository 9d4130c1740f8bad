import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Collapse,
  Group,
  Loader,
  LoadingOverlay,
  Menu,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  REPORT_TEXTS,
  type ReportFormat,
  type ReportParameter,
  type ReportParameterValues,
  reportValueProblems,
} from '@probity/domain';
import { IconArrowLeft, IconChevronDown, IconDownload, IconFilter } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, formatRequestError } from '../../api/client';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { notify } from '../../app/notify';
import { PageHeader } from '../../components/PageHeader';
import { ReportBody } from './ReportBody';
import { ReportFilters } from './ReportFilters';
import { type FilterState, initialFilterState, toRequestParameters } from './report-request';
import { deliverExport, exportReport, useReportView } from './reports.api';

function ExportMenu({
  onExport,
  isExporting,
}: {
  onExport: (format: ReportFormat) => void;
  isExporting: boolean;
}) {
  return (
    // No focus placeholder (role=presentation) inside role=menu: axe wants only menu items there.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={isExporting}
        >
          {REPORT_TEXTS.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)}>
            {REPORT_FORMAT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The browser's own checks of the panel (spec 01 §5), by parameter key. */
function problemsOf(parameters: readonly ReportParameter[], state: FilterState): Record<string, string> {
  const sent = toRequestParameters(parameters, state);
  const problems: Record<string, string> = {};
  for (const p of parameters) {
    const found = reportValueProblems(p, sent[p.key] ?? []);
    if (found.length > 0) problems[p.key] = found.join(', ');
  }
  return problems;
}

/** A 400's field problems ('parameters.Key') by parameter key. */
function serverProblemsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const key = /^parameters\.(.+)$/.exec(field)?.[1];
    if (key) out[key] = messages.join(', ');
  }
  return out;
}

/**
 * spec 01 §2 Report details: the filter panel (Apply filters, Clear filters), the Export dropdown,
 * the rendered report body and pagination driven by totalPages. spec 01 §4: the page starts at
 * 1 and applying filters goes back to page 1. Another report (path) starts afresh.
 */
export function ReportDetailsPage() {
  const [search] = useSearchParams();
  const path = search.get('path') ?? '';
  const name = search.get('name') || REPORT_TEXTS.title;
  return <ReportDetails key={path} path={path} name={name} />;
}

function ReportDetails({ path, name }: { path: string; name: string }) {
  const isMobile = useIsMobileLayout();

  const [page, setPage] = useState(1);
  const [applied, setApplied] = useState<ReportParameterValues>({});
  const [filters, setFilters] = useState<FilterState | null>(null);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const [isExporting, setIsExporting] = useState(false);

  const view = useReportView(path ? { reportPath: path, page, parameters: applied } : null);
  const parameters = view.data?.parameters ?? null;
  useEffect(() => {
    if (parameters && filters === null) setFilters(initialFilterState(parameters));
  }, [parameters, filters]);

  const problems = useMemo(
    () => ({
      ...serverProblemsOf(view.error),
      ...(parameters && filters ? problemsOf(parameters, filters) : {}),
    }),
    [parameters, filters, view.error],
  );

  const handleApply = () => {
    if (!parameters || !filters) return;
    setApplied(toRequestParameters(parameters, filters));
    setPage(1);
    if (isMobile) setIsFiltersOpen(false);
  };
  const handleClear = () => {
    if (!parameters) return;
    const initial = initialFilterState(parameters);
    setFilters(initial);
    setApplied(toRequestParameters(parameters, initial));
    setPage(1);
  };
  const handleExport = async (format: ReportFormat) => {
    // Opened on the click itself, so a pop-up blocker lets the PDF through.
    const target = format === 'PDF' ? window.open('', '_blank') : null;
    setIsExporting(true);
    try {
      const file = await exportReport({ reportPath: path, page, parameters: applied, format });
      deliverExport(file, format, target);
    } catch (error) {
      target?.close();
      notify.error(
        error instanceof ApiError && error.status === 400
          ? formatRequestError(error)
          : REPORT_TEXTS.exportFailed,
      );
    } finally {
      setIsExporting(false);
    }
  };

  const totalPages = view.data?.totalPages ?? 0;
  const isNotFound =
    view.error instanceof ApiError && (view.error.status === 404 || view.error.status === 403);
  const filterCount = Object.keys(applied).filter((key) => {
    const p = parameters?.find((x) => x.key === key);
    return p && !(p.type === 'Boolean' && applied[key]?.[0] === (p.defaultValue[0] ?? 'false'));
  }).length;

  const panel =
    parameters && filters && parameters.length > 0 ? (
      <ReportFilters
        parameters={parameters}
        state={filters}
        errors={problems}
        onChange={(key, values) => setFilters((current) => ({ ...(current ?? {}), [key]: values }))}
        onApply={handleApply}
        onClear={handleClear}
        isBusy={view.isFetching}
      />
    ) : null;

  return (
    <>
      <PageHeader
        title={name}
        actions={
          <>
            <Button
              component={Link}
              to="/secure/reports"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              All reports
            </Button>
            {!isNotFound && path && (
              <ExportMenu onExport={(f) => void handleExport(f)} isExporting={isExporting} />
            )}
          </>
        }
      />
      {!path || isNotFound ? (
        <Card p="xl">
          <Stack align="flex-start" gap="sm">
            <Text>This report does not exist, or it is not one of your reports.</Text>
            <Anchor component={Link} to="/secure/reports">
              Back to the reports
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {panel &&
            (isMobile ? (
              <Card p="md">
                <Button
                  variant="subtle"
                  leftSection={<IconFilter size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  onClick={() => setIsFiltersOpen((open) => !open)}
                  aria-expanded={isFiltersOpen}
                  justify="space-between"
                  fullWidth
                >
                  Filters{filterCount > 0 ? ` (${filterCount})` : ''}
                </Button>
                <Collapse expanded={isFiltersOpen}>
                  <Stack pt="md">{panel}</Stack>
                </Collapse>
              </Card>
            ) : (
              <Card p="lg">
                <Title order={2} fz="md" mb="sm">
                  Filters
                </Title>
                {panel}
              </Card>
            ))}
          <Card p={{ base: 'md', sm: 'lg' }} pos="relative" aria-busy={view.isFetching}>
            <LoadingOverlay visible={view.isFetching && !!view.data} overlayProps={{ blur: 1 }} zIndex={5} />
            {view.isPending ? (
              <Center py="xl">
                <Loader size="sm" aria-label="Loading" />
              </Center>
            ) : view.isError && !view.data ? (
              <Alert color="red" title={REPORT_TEXTS.loadFailed}>
                <Stack gap="xs" align="flex-start">
                  <Text fz="sm">{formatRequestError(view.error)}</Text>
                  <Anchor component="button" fz="sm" onClick={() => void view.refetch()}>
                    Try again
                  </Anchor>
                </Stack>
              </Alert>
            ) : (
              <>
                {view.isError && (
                  <Alert color="red" mb="md" title={REPORT_TEXTS.loadFailed}>
                    {formatRequestError(view.error)}
                  </Alert>
                )}
                <ReportBody html={view.data?.content ?? ''} />
              </>
            )}
          </Card>
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={totalPages}
                value={page}
                onChange={setPage}
                size="sm"
                withEdges={!isMobile}
                siblings={isMobile ? 0 : 1}
                getControlProps={(control) => ({
                  'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
