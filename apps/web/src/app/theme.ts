import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'probity',
  primaryShade: { light: 7, dark: 5 },
  colors: { probity, navy },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});
