import { helpSubsectionForPath, type Role } from '@probity/domain';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HelpContext, type HelpContextValue } from './help-context';
import { loadAllStyles } from '../styles/lazy-styles';

// The overlay (and its markdown renderer) loads when help is first opened.
const HelpOverlay = lazy(async () => {
  const [module] = await Promise.all([import('./HelpOverlay'), loadAllStyles()]);
  return { default: module.HelpOverlay };
});

/** Where the overlay opens: a subsection id, or the top; `at` tells two openings at the same id apart. */
export interface HelpTarget {
  subsectionId: string | null;
  at: number;
}

/**
 * spec 01 §2 help overlay: opened by the side navigation's Assistant link (at the subsection of the
 * current URL) or by a page header's help button (at a given subsection id).
 */
export function HelpProvider({
  children,
  isAvailable,
  roles,
}: {
  children: ReactNode;
  isAvailable: boolean;
  roles: readonly Role[];
}) {
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [target, setTarget] = useState<HelpTarget>({ subsectionId: null, at: 0 });

  const openHelp = useCallback(
    (subsectionId?: string | null) => {
      if (!isAvailable) return;
      setTarget({
        subsectionId: subsectionId ?? helpSubsectionForPath(pathnameRef.current, roles),
        at: Date.now(),
      });
      setHasOpened(true);
      setIsOpen(true);
    },
    [isAvailable, roles],
  );
  const value = useMemo<HelpContextValue>(
    () => ({ openHelp, isAvailable, roles }),
    [openHelp, isAvailable, roles],
  );

  return (
    <HelpContext.Provider value={value}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <HelpOverlay opened={isOpen && isAvailable} onClose={() => setIsOpen(false)} target={target} />
        </Suspense>
      )}
    </HelpContext.Provider>
  );
}
