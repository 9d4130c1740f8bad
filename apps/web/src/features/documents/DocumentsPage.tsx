import { can, DOCUMENT_TEXTS } from '@probity/domain';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../auth/session';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { DocumentsSection } from './DocumentsSection';

/** /secure/matters/{matterId}/documents (spec 02 §2.9). */
export function MatterDocumentsPage() {
  const matter = useWorkspaceMatter();
  const { user, roles } = useSession();
  const team = matter.team.map((m) => ({ userID: m.userID, name: m.name, emailAddress: m.emailAddress }));
  const canUpload = can({ roles, userID: user.userID, organisationIDs: [] }, 'document.create');
  return (
    <DocumentsSection
      itemID={matter.matterID}
      emptyText={DOCUMENT_TEXTS.noDocuments}
      organisationID={user.organisationID}
      team={team}
      canUpload={canUpload}
      header={(upload) => <PageHeader title={DOCUMENT_TEXTS.title} actions={upload} />}
    />
  );
}
