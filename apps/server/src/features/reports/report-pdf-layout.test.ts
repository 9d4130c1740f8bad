import { describe, expect, it } from 'vitest';
import { type Measure, columnLayout, wrapHeader } from './report-pdf-layout.js';

/* A font where every character is 5 points wide (6 in bold): the layout's rules, without pdfkit. */
const measure: Measure = (text, { bold, size }) => (text.length * (bold ? 6 : 5) * size) / 8;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const longestWord = (h: string) => Math.max(...h.split(' ').map((w) => measure(w, { bold: true, size: 8 })));

describe('columnLayout', () => {
  it('fills the width, and gives each column what its values need', () => {
    const { widths, headerSize } = columnLayout({
      headers: ['Status', 'Bank account nominated', 'Created'],
      rows: [['Pre-Engagement', 'Yes', '01/03/2026']],
      width: 500,
      padding: 3,
      size: 8,
      measure,
    });
    expect(sum(widths)).toBeCloseTo(500);
    expect(headerSize).toBe(8);
    // The header that wants most gets most; nothing is narrower than its longest header word.
    expect(widths[1]).toBeGreaterThan(widths[2]!);
    for (const [i, h] of ['Status', 'Bank account nominated', 'Created'].entries())
      expect(widths[i]! - 6).toBeGreaterThanOrEqual(longestWord(h));
  });

  it('on a narrow page keeps every header word whole and lets long values wrap', () => {
    const headers = ['Requested', 'Individual', 'Organisation', 'Accountability', 'E-mail'];
    const long = 'someone.with.a.very.long.address@example-firm.co.uk';
    const { widths, headerSize } = columnLayout({
      headers,
      rows: [headers.map(() => long)],
      width: 420,
      padding: 3,
      size: 8,
      measure,
    });
    expect(sum(widths)).toBeCloseTo(420);
    expect(headerSize).toBe(8);
    for (const [i, h] of headers.entries()) expect(widths[i]! - 6).toBeGreaterThanOrEqual(longestWord(h));
  });

  it('shrinks the header font when even the header words cannot fit', () => {
    const headers = Array.from({ length: 8 }, () => 'Accountability');
    const { widths, headerSize } = columnLayout({
      headers,
      rows: [],
      width: 600,
      padding: 3,
      size: 8,
      measure,
    });
    expect(sum(widths)).toBeCloseTo(600);
    expect(headerSize).toBeLessThan(8);
    const word = measure('Accountability', { bold: true, size: headerSize });
    for (const w of widths) expect(w - 6).toBeGreaterThanOrEqual(word);
  });
});

describe('wrapHeader', () => {
  const width = (t: string) => t.length * 6;
  it('breaks between words only, never after the hyphen of E-mail', () => {
    expect(wrapHeader('Bank account nominated', 60, width)).toEqual(['Bank', 'account', 'nominated']);
    expect(wrapHeader('Last E-mail sent', 60, width)).toEqual(['Last', 'E-mail', 'sent']);
    expect(wrapHeader('Visible to the firm', 80, width)).toEqual(['Visible to', 'the firm']);
  });
  it('keeps a word wider than the column on its own line, whole', () => {
    expect(wrapHeader('Accountability x', 30, width)).toEqual(['Accountability', 'x']);
  });
});
