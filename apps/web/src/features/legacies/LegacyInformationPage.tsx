import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { EMPTY_GUID, LEGACY_TEXTS } from '@probity/domain';
import { IconDownload, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { downloadFile } from '../../components/download';
import { errorToast } from '../../components/form-errors';
import { EstateProgressSection } from '../estate-sharing/EstateProgressSection';
import { AddDeceasedModal } from './AddDeceasedModal';
import { EditLegacyModal } from './EditLegacyModal';
import { useLegacyArea } from './LegacyArea';
import { LegacyFirmSection } from './LegacyFirmSection';
import { LegacyIndividualSection } from './LegacyIndividualSection';
import { LegacyInformationSection } from './LegacyInformationSection';
import { LegacyNominatedAccountSection } from './LegacyNominatedAccountSection';
import { LegacyNotificationSection } from './LegacyNotificationSection';
import { LegacyStatusSection } from './LegacyStatusSection';
import { legacyExportFileName, legacyPath } from './legacies.api';
import { legacyRights } from './legacy-rights';

/** spec 03 §2.4 the Information page. */
export function LegacyInformationPage() {
  const { legacy, openChat } = useLegacyArea();
  const { user, roles } = useSession();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isAddingDeceased, setIsAddingDeceased] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const hasMatter = legacy.matterID !== EMPTY_GUID;
  // Issue 11: by the legacy's charity and legacy team, as the server decides.
  const { canUpdate, canChangeStatus, canDeceased, canExport } = legacyRights(legacy, user, roles);

  const handleExport = async () => {
    setIsExporting(true);
    try {
      // The server's Content-Disposition name is used; this padded UTC name is only the fallback.
      await downloadFile(
        `/api/Legacy/Export/${encodeURIComponent(legacy.legacyID)}`,
        legacyExportFileName(legacy.legacyID, new Date()),
      );
    } catch (error) {
      notify.error(errorToast(error));
    } finally {
      setIsExporting(false);
    }
  };

  const deceased = legacy.deceased;
  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={legacy.reference}
        actions={
          <Group gap="sm">
            {canExport && (
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => void handleExport()}
                disabled={isExporting}
                loading={isExporting}
              >
                {LEGACY_TEXTS.exportTo}
              </Button>
            )}
            {canUpdate && (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={() => setIsEditing(true)}
              >
                {LEGACY_TEXTS.editDetails}
              </Button>
            )}
            {!hasMatter &&
              canDeceased &&
              (deceased ? (
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={() => navigate(legacyPath(legacy.legacyID, `individual/${deceased.individualID}`))}
                >
                  {LEGACY_TEXTS.editDeceased}
                </Button>
              ) : (
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={() => setIsAddingDeceased(true)}
                >
                  {LEGACY_TEXTS.addDeceased}
                </Button>
              ))}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <LegacyStatusSection legacy={legacy} canChange={canChangeStatus && !hasMatter} />
          <EstateProgressSection
            legacyID={legacy.legacyID}
            matterID={legacy.matterID}
            canEditNote={canUpdate}
          />
          <LegacyNotificationSection legacy={legacy} canEdit={canUpdate} />
        </Stack>
        <Stack gap="lg">
          <LegacyIndividualSection deceased={deceased} />
          <LegacyInformationSection legacy={legacy} />
          {legacy.matterOrganisation && <LegacyFirmSection legacy={legacy} onChat={openChat} />}
          <LegacyNominatedAccountSection legacy={legacy} canAssign={canUpdate} canShare={canUpdate} />
        </Stack>
      </SimpleGrid>
      <EditLegacyModal legacy={legacy} opened={isEditing} onClose={() => setIsEditing(false)} />
      <AddDeceasedModal
        legacy={legacy}
        opened={isAddingDeceased}
        onClose={() => setIsAddingDeceased(false)}
      />
    </Stack>
  );
}
