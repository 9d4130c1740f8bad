import type { NotificationsProps } from '@mantine/notifications';

/**
 * Where toasts appear (issue 11: a toast never covers the page's primary buttons). Page headers
 * keep their primary actions top-right ("New legacy", "Save Changes", "Export to …"), modal footers
 * put theirs bottom-right, and the legacy pages' chat button and chat panel sit on the right. So
 * on a desktop toasts stack bottom-left, no wider than TOAST_CONTAINER_WIDTH_PX; on a narrow screen
 * (spec 01 §9: 425 px) they take the top, over the shell's header bar, where no page action is.
 * They stay above modals (Mantine's z-index 400 over the modals' 200), so an error raised inside a
 * modal is seen.
 */
export const TOAST_POSITION = { desktop: 'bottom-left', narrow: 'top-center' } as const satisfies Record<
  string,
  NonNullable<NotificationsProps['position']>
>;

export const TOAST_CONTAINER_WIDTH_PX = 380;

/**
 * The toasts' container class: global.css moves the bottom-left stack past the side navigation
 * (264 px from 1024 px up), so a toast never covers the navigation or the Profile menu either.
 */
export const TOAST_ROOT_CLASS = 'probity-toasts';

export function toastLayout(isNarrow: boolean): Pick<NotificationsProps, 'position' | 'containerWidth'> {
  return {
    position: isNarrow ? TOAST_POSITION.narrow : TOAST_POSITION.desktop,
    containerWidth: TOAST_CONTAINER_WIDTH_PX,
  };
}
