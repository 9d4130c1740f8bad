import { Group } from '@mantine/core';
import { can, DOCUMENT_TEXTS } from '@probity/domain';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../auth/session';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { GenerateFromTemplate } from '../letter-templates/GenerateFromTemplate';
import { DocumentsSection } from './DocumentsSection';

/** /secure/matters/{matterId}/documents (spec 02 §2.9). */
export function MatterDocumentsPage() {
  const matter = useWorkspaceMatter();
  const { user, roles } = useSession();
  const team = matter.team.map((m) => ({ userID: m.userID, name: m.name, emailAddress: m.emailAddress }));
  const actor = { roles, userID: user.userID, organisationIDs: [] };
  const canUpload = can(actor, 'document.create');
  // Issue 14: the firm's roles generate letters and file any document; a client files their own.
  const canGenerate = canUpload && can(actor, 'documentTemplate.read');
  return (
    <DocumentsSection
      itemID={matter.matterID}
      emptyText={DOCUMENT_TEXTS.noDocuments}
      organisationID={user.organisationID}
      team={team}
      canUpload={canUpload}
      hasFolders
      isStaff={canGenerate}
      header={(upload) => (
        <PageHeader
          title={DOCUMENT_TEXTS.title}
          actions={
            <Group gap="sm">
              {canGenerate && <GenerateFromTemplate matterID={matter.matterID} />}
              {upload}
            </Group>
          }
        />
      )}
    />
  );
}
