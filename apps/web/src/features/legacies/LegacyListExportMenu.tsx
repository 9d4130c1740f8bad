import { Button, Menu } from '@mantine/core';
import {
  LEGACY_LIST_EXPORT_FORMATS,
  LEGACY_LIST_EXPORT_LABELS,
  LEGACY_LIST_EXPORT_TEXTS,
  type LegacyListExportFormat,
  legacyListExportFileName,
} from '@probity/domain';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { listQueryParams } from '../../api/list-query';
import { notify } from '../../app/notify';
import { downloadFile } from '../../components/download';
import { errorToast } from '../../components/form-errors';
import type { LegacyListQuery } from './legacies.api';

/** The export call of the list as it is filtered (search, status, order): every page, not this one. */
export function legacyListExportPath(
  organisationID: string,
  query: Omit<LegacyListQuery, 'page'>,
  format: LegacyListExportFormat,
): string {
  const params = listQueryParams({
    page: 1,
    search: query.search,
    orderBy: query.orderBy,
    filters: { status: query.statuses },
    extra: { format },
  });
  params.delete('page');
  params.delete('pageCount');
  return `/api/Legacy/Organisation/${encodeURIComponent(organisationID)}/Export?${params.toString()}`;
}

/** Issue 11: "Export" beside the list's filters: the filtered list as CSV or Excel. */
export function LegacyListExportMenu({
  organisationID,
  query,
}: {
  organisationID: string;
  query: Omit<LegacyListQuery, 'page'>;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async (format: LegacyListExportFormat) => {
    setIsExporting(true);
    try {
      // The server's Content-Disposition name is used; this one is only the fallback.
      await downloadFile(
        legacyListExportPath(organisationID, query, format),
        legacyListExportFileName(organisationID, new Date(), format),
      );
    } catch (error) {
      notify.error(errorToast(error));
    } finally {
      setIsExporting(false);
    }
  };
  return (
    // No focus placeholder (role=presentation) inside role=menu: axe wants only menu items there.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={isExporting}
          aria-label={`${LEGACY_LIST_EXPORT_TEXTS.export} the legacies`}
        >
          {LEGACY_LIST_EXPORT_TEXTS.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LEGACY_LIST_EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void handleExport(format)}>
            {LEGACY_LIST_EXPORT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
