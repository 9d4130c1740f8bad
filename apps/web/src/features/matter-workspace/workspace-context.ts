import { useOutletContext } from 'react-router';
import type { Matter } from '../matters/matters.api';

export interface WorkspaceContext {
  matter: Matter;
}

/** The matter the workspace loaded, for its pages (spec 02 §2 sub-routes). */
export function useWorkspaceMatter(): Matter {
  return useOutletContext<WorkspaceContext>().matter;
}
