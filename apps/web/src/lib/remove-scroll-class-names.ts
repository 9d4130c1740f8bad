/**
 * react-remove-scroll's RemoveScroll as Mantine's AppShell header, footer and aside use it: only its
 * class names, which mark the fixed bars that a dialog's scroll lock moves clear of the scrollbar.
 * Issue 16: the whole of react-remove-scroll (3 kB) came into the first load with the shell's header
 * for these two strings; vite.config.ts hands the AppShell parts this copy in the build (the test
 * checks it against the library's).
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const;
