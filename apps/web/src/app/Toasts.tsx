import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { MOBILE_NOTIFICATIONS_BREAKPOINT_PX, TOAST_AUTO_CLOSE_MS } from '@probity/domain';
import { TOAST_ROOT_CLASS, toastLayout } from './toast-layout';

/** The toasts: clear of the pages' and modals' primary buttons (toast-layout.ts, issue 11). */
export function Toasts() {
  // spec 01 §9: notifications change layout at 425 px.
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_NOTIFICATIONS_BREAKPOINT_PX}px)`);
  return (
    <Notifications
      {...toastLayout(!!isNarrow)}
      classNames={{ root: TOAST_ROOT_CLASS }}
      autoClose={TOAST_AUTO_CLOSE_MS}
    />
  );
}
