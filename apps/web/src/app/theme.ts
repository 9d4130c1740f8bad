import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { TEXTS } from '@probity/domain';

/** Deep teal: the product's primary colour. */
const probity: MantineColorsTuple = [
  '#e7f6f5',
  '#cfe9e7',
  '#9ed2cd',
  '#69bab3',
  '#3fa59d',
  '#25978f',
  '#158f87',
  '#037d75',
  '#006f68',
  '#005f59',
];

/** Navy: text, the logo and quiet surfaces. */
const navy: MantineColorsTuple = [
  '#eef3f7',
  '#dce4ea',
  '#b5c7d3',
  '#8ba8bc',
  '#688ea8',
  '#527e9c',
  '#457697',
  '#356483',
  '#2a5875',
  '#0b3a4a',
];

/**
 * Light badges, avatars and buttons keep a tinted background, but their text must reach WCAG AA's
 * 4.5:1 (axe: color-contrast). Mantine's light text is shade 6 (about 3:1). Shade 9 passes for the
 * deep hues; the pale ones (green, teal, lime, yellow, orange) stay too light even at 9, so they
 * take the text colour and keep their hue in the background.
 */
const DEEP_HUES = new Set([
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'gray',
  'dark',
  'probity',
  'navy',
]);

const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = DEEP_HUES.has(parsed.color)
    ? `var(--mantine-color-${parsed.color}-9)`
    : 'var(--mantine-color-dark-7)';
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver: readableVariantColors,
  primaryColor: 'probity',
  primaryShade: { light: 7, dark: 5 },
  colors: { probity, navy },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    // Every dialog's close button has a name (axe button-name), the confirm dialogs' too.
    Modal: { defaultProps: { centered: true, radius: 'md', closeButtonProps: { 'aria-label': 'Close' } } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    // A loader's name ("Loading") needs a role that may be named: a bare span may not (axe
    // aria-prohibited-attr); status also has it announced.
    Loader: { defaultProps: { role: 'status' } },
    // Every toast's close button has a name too (axe button-name, issue 11).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': TEXTS.closeNotification } } },
  },
});
