import { Group, Title } from '@mantine/core';
import { LEGACY_TEXTS, crudFlags } from '@probity/domain';
import { useSession } from '../../auth/session';
import { DocumentsSection } from '../documents/DocumentsSection';
import { useLegacyArea } from './LegacyArea';

/**
 * spec 03 §2.9 the legacy's documents, through the documents feature (itemID = legacyID): Type, Name,
 * Size, Created, Access, Open, manage access ("Manage user access", a table of name, e-mail and role) and
 * delete (uploader only); "Upload Document". The restricted access choice is worded for the charity
 * (issue 11), not the firm's "Only firm members have access".
 */
export function LegacyDocumentsPage() {
  const { legacy } = useLegacyArea();
  const { roles } = useSession();
  const [canUpload] = crudFlags(roles, 'document');
  return (
    <DocumentsSection
      itemID={legacy.legacyID}
      emptyText={LEGACY_TEXTS.noDocuments}
      organisationID={legacy.organisationID}
      team={legacy.matterTeam.map((u) => ({
        userID: u.userID,
        name: u.name,
        emailAddress: u.emailAddress,
        role: u.roles.join(', '),
      }))}
      canUpload={canUpload}
      accessTitle={LEGACY_TEXTS.documentAccessTitle}
      accessLoadingText={LEGACY_TEXTS.updatingDocumentAccess}
      accessVariant="legacy"
      accessRestrictedLabel={
        legacy.matterOrganisation ? LEGACY_TEXTS.documentsChosenOnly : LEGACY_TEXTS.documentsCharityOnly
      }
      header={(upload) => (
        <Group justify="space-between">
          <Title order={1} fz="h2" c="navy.9">
            {LEGACY_TEXTS.documents}
          </Title>
          {upload}
        </Group>
      )}
    />
  );
}
