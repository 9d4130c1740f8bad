import type { Role } from '@probity/domain';
import { createContext, useContext } from 'react';

/** Opens the help overlay (spec 01 §2): at a subsection, or at the one of the current URL. */
export interface HelpContextValue {
  openHelp: (subsectionId?: string | null) => void;
  /** False while the user must accept new terms: help, like every link, waits (spec 01 §4). */
  isAvailable: boolean;
  /** The reader's roles: some pages open at a topic of their role (a charity's dashboard). */
  roles?: readonly Role[];
}

export const HelpContext = createContext<HelpContextValue | null>(null);

/** The help overlay's opener, or null outside the shell (a page header then shows no help button). */
export function useHelp(): HelpContextValue | null {
  return useContext(HelpContext);
}
