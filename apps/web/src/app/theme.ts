import {
  createTheme,
  defaultVariantColorsResolver,
  luminance,
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

/** Our own palettes are built so that white text on shade 7 (the filled shade) reads at ≥ 4.5:1. */
const OWN_HUES = new Set(['probity', 'navy']);

/** White text on a background: WCAG's contrast ratio. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * Filled buttons and badges of Mantine's own hues: Mantine fills with shade 7, too light under
 * white text for most (red-7: 3.8:1). The first of shades 7–9 reaching 4.5:1 fills instead (red-8,
 * cyan-9), hovering one darker; a hue too pale even at 9 (green, orange, yellow, lime) keeps its
 * fill and takes black text. An explicit shade ("red.9") is taken as asked.
 */
function readableFilled(
  color: string,
  shades: readonly string[],
  colors: ReturnType<VariantColorsResolver>,
): ReturnType<VariantColorsResolver> {
  const shade = [7, 8, 9].find((s) => shades[s] !== undefined && contrastWithWhite(shades[s]!) >= 4.5);
  if (shade === undefined) return { ...colors, color: 'var(--mantine-color-black)' };
  return {
    ...colors,
    background: `var(--mantine-color-${color}-${shade})`,
    hover: `var(--mantine-color-${color}-${Math.min(shade + 1, 9)})`,
  };
}

const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'filled') {
    if (parsed.shade !== undefined || OWN_HUES.has(parsed.color)) return colors;
    return readableFilled(parsed.color, input.theme.colors[parsed.color] ?? [], colors);
  }
  const text = DEEP_HUES.has(parsed.color)
    ? `var(--mantine-color-${parsed.color}-9)`
    : 'var(--mantine-color-dark-7)';
  return { ...colors, color: text, hoverColor: text };
};

/** A tooltip shows after the mouse has rested this long (Mantine's Tooltip and LazyTooltip). */
export const TOOLTIP_OPEN_DELAY_MS = 150;

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
    Tooltip: { defaultProps: { withArrow: true, openDelay: TOOLTIP_OPEN_DELAY_MS } },
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
