import { EMPTY_GUID, ESTATE_PROGRESS_TEXTS as T } from '@probity/domain';
import { ApiError } from '../../api/client';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { EstateProgressPanel } from './EstateProgressPanel';
import { useEstateProgress } from './estate-sharing.api';

/** Issue 17: the legacy's Estate progress when its firm matter is an estate (else nothing). */
export function EstateProgressSection({
  legacyID,
  matterID,
  canEditNote,
}: {
  legacyID: string;
  matterID: string;
  canEditNote: boolean;
}) {
  const progress = useEstateProgress(legacyID, matterID !== EMPTY_GUID);
  if (progress.error instanceof ApiError && progress.error.status === 404) return null;
  if (progress.isError) return <LoadFailedCard what={T.title.toLowerCase()} onRetry={progress.refetch} />;
  if (!progress.data) return null;
  return <EstateProgressPanel legacyID={legacyID} progress={progress.data} canEditNote={canEditNote} />;
}
