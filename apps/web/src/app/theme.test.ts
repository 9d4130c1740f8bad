import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolve = (color: string, variant: string) =>
  full.variantColorResolver!({ color, variant, theme: full, gradient: undefined, autoContrast: false });
const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** The hex of a `var(--mantine-color-red-8)` reference. */
const hexOf = (value: string) => {
  // Mantine's own -filled variable is the light scheme's primary shade.
  const m = /--mantine-color-([a-z]+)-(\d|filled)\)/.exec(value);
  if (value === 'var(--mantine-color-black)') return '#000000';
  if (value === 'var(--mantine-color-white)') return '#ffffff';
  if (!m) throw new Error(`not a palette colour: ${value}`);
  const shade = m[2] === 'filled' ? (full.primaryShade as { light: number }).light : Number(m[2]);
  return full.colors[m[1]!]![shade]!;
};

describe('theme: filled colours are readable (WCAG 1.4.3, issue 15)', () => {
  it('fills red with shade 8, not Mantine’s shade 7 (white on red-7 is 3.8:1)', () => {
    expect(resolve('red', 'filled').background).toBe('var(--mantine-color-red-8)');
    expect(resolve('red.9', 'filled').background).toBe('var(--mantine-color-red-9)');
  });

  it.each([
    'red',
    'pink',
    'grape',
    'violet',
    'indigo',
    'blue',
    'cyan',
    'teal',
    'green',
    'orange',
    'yellow',
    'lime',
    'gray',
    'probity',
    'navy',
  ])('text on a filled %s reaches 4.5:1', (color) => {
    const { background, color: text } = resolve(color, 'filled');
    expect(ratio(hexOf(background), hexOf(text))).toBeGreaterThanOrEqual(4.5);
  });
});
