import { Anchor, Card, Center, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { REPORT_TEXTS, type ReportSummary } from '@probity/domain';
import { IconChevronRight, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import classes from './Reports.module.css';
import { useReportList } from './reports.api';

/** spec 01 §2 Reports: each report links to report-details with its path and name. */
export function reportDetailsHref(report: ReportSummary): string {
  const query = new URLSearchParams({ path: report.path, name: report.name });
  return `/secure/reports/report-details?${query.toString()}`;
}

function ReportCard({ report }: { report: ReportSummary }) {
  return (
    <Card component={Link} to={reportDetailsHref(report)} className={classes.reportCard} p="lg">
      <Stack gap={6} h="100%">
        <Text fw={650} fz="md" c="navy.9" className={classes.reportName}>
          {report.name}
          <IconChevronRight size={16} aria-hidden className={classes.chevron} />
        </Text>
        <Text fz="sm" c="dimmed">
          {report.description}
        </Text>
      </Stack>
    </Card>
  );
}

/** spec 01 §2 /secure/reports: the caller's reports, by name and description. */
export function ReportsPage() {
  const reports = useReportList();
  return (
    <>
      <PageHeader title={REPORT_TEXTS.title} description={REPORT_TEXTS.description} />
      {reports.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : reports.isError ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The reports could not be loaded.</Text>
            <Anchor component="button" onClick={() => void reports.refetch()}>
              Try again
            </Anchor>
          </Stack>
        </Card>
      ) : reports.data.length === 0 ? (
        <Card p="xl">
          <Stack align="center" gap="md" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconReportAnalytics size={30} aria-hidden />
            </ThemeIcon>
            <Text ta="center">{REPORT_TEXTS.empty}</Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" component="ul" className={classes.list}>
          {reports.data.map((report) => (
            <li key={report.path}>
              <ReportCard report={report} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
