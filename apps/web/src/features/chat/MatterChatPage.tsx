import { CHAT_TEXTS } from '@probity/domain';
import { Navigate } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { ChatNotice } from './ChatNotice';
import { IndividualChat } from './IndividualChat';

/**
 * /secure/matters/{matterId}/chat (spec 02 §2.11): the Individual's chat with the firm, a mobile
 * page (header 'Chat', mobile title 'Matter Chat'); at 1024 px and wider the chat button in the
 * matter header opens it instead, so the page gives way to the details.
 */
export function MatterChatPage() {
  const matter = useWorkspaceMatter();
  const isMobile = useIsMobileLayout();
  const { roles } = useSession();
  // spec 02 §2: the route is the Individual's; anyone else goes to /secure. An Individual on a wide
  // screen has the chat button in the matter header instead, so the page gives way to the details.
  if (!roles.includes('Individual')) return <Navigate to="/secure" replace />;
  if (!isMobile) return <Navigate to="../details" replace />;
  const individualID = matter.viewingIndividual?.individualID ?? null;
  return (
    <>
      <PageHeader
        title={isMobile ? CHAT_TEXTS.matterChatTitle : CHAT_TEXTS.chatTitle}
        description={`${matter.reference} · ${matter.matterType.name}`}
      />
      {individualID ? (
        <IndividualChat
          matterID={matter.matterID}
          individualID={individualID}
          title={matter.organisation.name}
          isChatEnabled={matter.chatEnabled}
          height="calc(100dvh - 330px)"
        />
      ) : (
        <ChatNotice kind="disabled" reason={CHAT_TEXTS.chatIsDisabled} />
      )}
    </>
  );
}
