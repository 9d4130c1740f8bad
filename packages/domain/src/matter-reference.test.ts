import { describe, expect, it } from 'vitest';
import {
  MATTER_REFERENCE_TEXTS,
  REFERENCE_PATTERN_MAX,
  ZMatterReferencePatternInput,
  formatReference,
  parseReferencePattern,
  referencePatternProblem,
} from './matter-reference.js';

describe('matter reference patterns (issue 14)', () => {
  it('formats every token: type code, year, short year, month and the zero-padded counter', () => {
    const date = '2026-05-02';
    expect(formatReference('{TYPE}/{YYYY}/{SEQ:4}', { matterType: 'estate', date, seq: 7 })).toBe(
      'EST/2026/0007',
    );
    expect(
      formatReference('HF-{type}-{yy}{mm}-{seq}', { matterType: 'powerOfAttorney', date, seq: 12 }),
    ).toBe('HF-POA-2605-12');
    expect(formatReference('{TYPE}{SEQ:3}', { matterType: 'trust', date, seq: 5 })).toBe('TRU005');
    expect(formatReference('W{SEQ:2}', { matterType: 'will', date, seq: 123 })).toBe('W123');
  });

  it('refuses unknown tokens, a pattern without {SEQ} or with two, and broken braces', () => {
    expect(referencePatternProblem('{TYPE}/{YYYY}/{SEQ:4}')).toBeNull();
    expect(referencePatternProblem('{TYPE}/{DD}/{SEQ}')).toBe(MATTER_REFERENCE_TEXTS.unknownToken('DD'));
    expect(referencePatternProblem('{TYPE}/{YYYY}')).toBe(MATTER_REFERENCE_TEXTS.needsSeq);
    expect(referencePatternProblem('{SEQ}-{SEQ:2}')).toBe(MATTER_REFERENCE_TEXTS.oneSeq);
    expect(referencePatternProblem('{SEQ:0}')).toBe(MATTER_REFERENCE_TEXTS.seqWidth);
    expect(referencePatternProblem('{SEQ:10}')).toBe(MATTER_REFERENCE_TEXTS.seqWidth);
    expect(referencePatternProblem('{SEQ:x}')).toBe(MATTER_REFERENCE_TEXTS.unknownToken('SEQ:x'));
    expect(referencePatternProblem('A{SEQ')).toBe(MATTER_REFERENCE_TEXTS.unclosedBrace);
    expect(referencePatternProblem('A{TY{SEQ}')).toBe(MATTER_REFERENCE_TEXTS.unclosedBrace);
    expect(referencePatternProblem('A}{SEQ}')).toBe(MATTER_REFERENCE_TEXTS.strayBrace);
    expect(referencePatternProblem('{SEQ}\u0000')).toBe(MATTER_REFERENCE_TEXTS.controlCharacter);
    const long = `${'x'.repeat(REFERENCE_PATTERN_MAX)}{SEQ}`;
    expect(referencePatternProblem(long)).toBe(MATTER_REFERENCE_TEXTS.tooLong(long.length));
  });

  it('parses literal text and tokens in order', () => {
    expect(parseReferencePattern('A-{SEQ:2}-Z')).toEqual({
      parts: [
        { kind: 'text', text: 'A-' },
        { kind: 'seq', width: 2 },
        { kind: 'text', text: '-Z' },
      ],
    });
    expect(() => formatReference('{NOPE}', { matterType: 'will', date: '2026-01-01', seq: 1 })).toThrow();
  });

  it('the input schema trims, turns empty into none and names the problem', () => {
    expect(ZMatterReferencePatternInput.parse({ matterReferencePattern: '  ' })).toEqual({
      matterReferencePattern: null,
    });
    expect(ZMatterReferencePatternInput.parse({ matterReferencePattern: ' {SEQ} ' })).toEqual({
      matterReferencePattern: '{SEQ}',
    });
    const bad = ZMatterReferencePatternInput.safeParse({ matterReferencePattern: '{TYPE}' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['matterReferencePattern'],
      message: MATTER_REFERENCE_TEXTS.needsSeq,
    });
  });
});
