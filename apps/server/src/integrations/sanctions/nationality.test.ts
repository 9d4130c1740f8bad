import { describe, expect, it } from 'vitest';
import { countryCode, mrzNationalities, nationalityAgreement } from './nationality.js';

// ICAO Doc 9303 part 4 specimen (issuing state and nationality UTO, the fictional Utopia).
const SPECIMEN = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('nationalities', () => {
  it('reads a country name as the list writes it, or an ISO 3166-1 / ICAO 9303 code', () => {
    expect(countryCode('Russia')).toBe('RUS');
    expect(countryCode('Russian Federation')).toBe('RUS');
    expect(countryCode('RUS')).toBe('RUS');
    expect(countryCode('United Kingdom')).toBe('GBR');
    expect(countryCode('GBD')).toBe('GBR');
    expect(countryCode('D<<')).toBe('DEU');
    expect(countryCode('UTO')).toBeNull();
    expect(countryCode('Syria')).toBeNull();
  });

  it('agrees on a shared country, and says "different" only when every country is known', () => {
    expect(nationalityAgreement(['RUS'], ['Russia', 'Israel'])).toBe('same');
    expect(nationalityAgreement(['Israel'], ['Russia', 'Israel'])).toBe('same');
    expect(nationalityAgreement(['GBR'], ['Russia'])).toBe('different');
    expect(nationalityAgreement(['SYR'], ['Syria'])).toBe('unknown');
    expect(nationalityAgreement(['Syria'], ['Syria'])).toBe('same');
    expect(nationalityAgreement([], ['Russia'])).toBe('unknown');
    expect(nationalityAgreement(['RUS'], [])).toBe('unknown');
  });

  it('takes the nationality from a passport MRZ when it is a known country', () => {
    expect(mrzNationalities(SPECIMEN)).toEqual([]);
    expect(mrzNationalities(SPECIMEN.replace('C36UTO', 'C36GBR'))).toEqual(['GBR']);
    expect(mrzNationalities('not an MRZ')).toEqual([]);
    expect(mrzNationalities(null)).toEqual([]);
  });
});
