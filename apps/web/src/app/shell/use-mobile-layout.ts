import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_NAV_BREAKPOINT_PX } from '@probity/domain';

/** spec 01 §9: the navigation becomes a menu, and lists become cards, at or below 1024 px. */
export function useIsMobileLayout(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
}
