import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jaroWinkler, nameTokens, normaliseName } from './name-matching.js';
import { parseCsvRows, parseSanctionsCsv, parseSanctionsXml } from './parse.js';
import { SAMPLE_DIR, SAMPLE_FILES, screenAgainst } from './sanctions-list.js';

const read = (name: string) => fs.readFileSync(path.join(SAMPLE_DIR, name), 'utf8');
const sanctions = parseSanctionsXml(read('UK-Sanctions-List.xml')).map((d) => ({
  ...d,
  list: 'sanctions' as const,
}));
const peps = parseSanctionsXml(read('UK-PEP-Sample.xml')).map((d) => ({ ...d, list: 'pep' as const }));
const everything = [...sanctions, ...peps];

describe('reading the UK Sanctions List formats', () => {
  it('reads every designation of the XML sample with its names, aliases and details', () => {
    expect(sanctions).toHaveLength(16);
    const abramovich = sanctions.find((d) => d.uniqueID === 'RUS0263')!;
    expect(abramovich.names).toEqual([
      { parts: ['Roman', 'Arkadyevich'], surname: 'ABRAMOVICH', nameType: 'Primary Name' },
      { parts: ['Roman', 'Arkadievich'], surname: 'ABRAMOVICH', nameType: 'Alias' },
    ]);
    expect(abramovich.dobs).toEqual(['24/10/1966']);
    expect(abramovich.nonLatinNames).toEqual(['Роман Аркадьевич АБРАМОВИЧ']);
    expect(sanctions.find((d) => d.uniqueID === 'LIB0011')!.nonLatinNames).toEqual(['سيف الإسلام القذافي']);
    expect(abramovich.nationalities).toEqual(['Russia', 'Israel', 'Portugal']);
    expect(abramovich.regimeName).toBe('Russia');
    expect(sanctions.find((d) => d.uniqueID === 'RUS0272')!.individualEntityShip).toBe('Entity');
  });

  it('reads the CSV (report date row, header row, one row per name) into the same designations', () => {
    expect(parseSanctionsCsv(read('UK-Sanctions-List.csv'))).toEqual(
      parseSanctionsXml(read('UK-Sanctions-List.xml')),
    );
    expect(parseSanctionsCsv(read('UK-PEP-Sample.csv'))).toEqual(
      parseSanctionsXml(read('UK-PEP-Sample.xml')),
    );
  });

  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    expect(parseCsvRows('a,"b, c","say ""hi""","two\nlines"\r\nx,y,z,w\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('points at shipped sample files', () => {
    expect(fs.existsSync(SAMPLE_FILES.sanctions) && fs.existsSync(SAMPLE_FILES.pep)).toBe(true);
  });
});

describe('name matching', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normaliseName("  Zoë O'Brien-Ávila ")).toBe('zoe obrien avila');
    expect(nameTokens('AL-ASSAD, Bashar')).toEqual(['al', 'assad', 'bashar']);
    expect(jaroWinkler('abramovitch', 'abramovich')).toBeGreaterThan(0.95);
    expect(jaroWinkler('smith', 'putin')).toBeLessThan(0.6);
  });
});

describe('screening', () => {
  it('finds a designated person by a misspelt name, and explains the match', () => {
    const [match] = screenAgainst({ firstName: 'Roman', surname: 'Abramovitch', dob: null }, everything);
    expect(match).toMatchObject({
      list: 'sanctions',
      uniqueID: 'RUS0263',
      dobAgreement: 'unknown',
      outcome: 'possibleMatch',
    });
    expect(match!.nameScore).toBeGreaterThanOrEqual(0.95);
    expect(match!.explanation).toContain('ABRAMOVICH');
    expect(match!.explanation).toContain('RUS0263');
  });

  it('finds names in any order, with accents, and through an alias', () => {
    expect(
      screenAgainst({ firstName: 'PUTIN', surname: 'Vladimir', dob: null }, everything)[0]?.uniqueID,
    ).toBe('RUS0251');
    const alias = screenAgainst(
      { firstName: 'Gennadiy', surname: 'Timchenko', dob: '1952-11-09' },
      everything,
    )[0]!;
    expect(alias).toMatchObject({ uniqueID: 'RUS0270', dobAgreement: 'same date' });
    expect(
      screenAgainst({ firstName: 'Bashar', surname: 'al Assad', dob: null }, everything)[0]?.uniqueID,
    ).toBe('SYR0001');
    expect(
      screenAgainst({ firstName: 'Sérgei', middleNames: 'K.', surname: 'Shoygu', dob: null }, everything)[0]
        ?.uniqueID,
    ).toBe('RUS0269');
  });

  it('does not flag common names or a shared first name', () => {
    expect(screenAgainst({ firstName: 'John', surname: 'Smith', dob: '1970-01-01' }, everything)).toEqual([]);
    expect(screenAgainst({ firstName: 'Vladimir', surname: 'Smith', dob: null }, everything)).toEqual([]);
    expect(screenAgainst({ firstName: 'Iris', surname: 'Bennett', dob: null }, everything)).toEqual([]);
    expect(screenAgainst({ firstName: 'Roman', surname: 'Abbott', dob: null }, everything)).toEqual([]);
  });

  it('lets the birth date decide between a match and a possible match, never no match', () => {
    const screen = (firstName: string, surname: string, dob: string | null) =>
      screenAgainst({ firstName, surname, dob }, everything);
    const same = screen('Alisher', 'Usmanov', '1953-09-09')[0]!;
    const other = screen('Alisher', 'Usmanov', '1990-02-02')[0]!;
    const none = screen('Alisher', 'Usmanov', null)[0]!;
    expect(same).toMatchObject({ uniqueID: 'RUS0264', outcome: 'match', dobAgreement: 'same date' });
    // The bug of issue 12: a different birth date pushed a strong name under the threshold.
    expect(other).toMatchObject({ uniqueID: 'RUS0264', outcome: 'possibleMatch', dobAgreement: 'different' });
    expect(none).toMatchObject({ uniqueID: 'RUS0264', outcome: 'possibleMatch', dobAgreement: 'unknown' });
    expect(same.score).toBeGreaterThan(none.score);
    expect(none.score).toBeGreaterThan(other.score);
    expect(other.explanation).toContain('birth date differs (listed 09/09/1953)');
    expect(other.explanation).toMatch(
      /^Possible match \(for the MLRO to review\): Name 'Alisher Burhanovich USMANOV' of RUS0264 \(Russia\) — name similarity 1\.00 \(strong\)/,
    );
    // A near name stays a possible match even with the same birth date.
    expect(screen('Alisha', 'Usmanova', '1953-09-09')[0]).toMatchObject({
      uniqueID: 'RUS0264',
      outcome: 'possibleMatch',
      dobAgreement: 'same date',
    });
    expect(screen('Alisha', 'Usmanova', '1990-02-02')[0]).toMatchObject({ outcome: 'possibleMatch' });
  });

  it('screens PEPs, and never individuals against entities', () => {
    expect(
      screenAgainst({ firstName: 'Eleanor', surname: 'Fairclough', dob: '1961-02-14' }, everything)[0],
    ).toMatchObject({
      list: 'pep',
      uniqueID: 'PEP0001',
    });
    expect(screenAgainst({ firstName: 'Wagner', surname: 'Group', dob: null }, everything)).toEqual([]);
  });
});
