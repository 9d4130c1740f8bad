import { Card } from '@mantine/core';
import { can, DOCUMENT_TEXTS } from '@probity/domain';
import { useSession } from '../../auth/session';
import type { TeamMember } from '../matters/matters.api';
import { DocumentsSection } from './DocumentsSection';

/** spec 02 §2.6: the Documents section of the Manage Individual page ('No documents uploaded.'). */
export function IndividualDocuments({
  individualID,
  team,
}: {
  individualID: string;
  team: readonly TeamMember[];
}) {
  const { user, roles } = useSession();
  const canUpload = can({ roles, userID: user.userID, organisationIDs: [] }, 'document.create');
  return (
    <Card p="lg">
      <DocumentsSection
        itemID={individualID}
        emptyText={DOCUMENT_TEXTS.noDocumentsIndividual}
        organisationID={user.organisationID}
        team={team.map((m) => ({ userID: m.userID, name: m.name, emailAddress: m.emailAddress }))}
        canUpload={canUpload}
        isFramed={false}
      />
    </Card>
  );
}
