import { describe, expect, it } from 'vitest';
import { type DocumentHolder, documentsComponent, mrzFindings } from './document-checks.js';

// The ICAO 9303 part 4 specimen passport (Anna Maria Eriksson of Utopia).
const SPECIMEN = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';
const anna: DocumentHolder = {
  firstName: 'Anna',
  middleNames: 'Maria',
  surname: 'Eriksson',
  gender: 'Female',
  dob: '1974-08-12',
  nino: null,
  passport: 'L898902C3',
  passportMrz: SPECIMEN,
  drivingLicence: null,
  idCard: null,
  travelVisa: null,
};

describe('passport MRZ (ICAO 9303 TD3)', () => {
  it('accepts the ICAO specimen for its holder', () => {
    expect(mrzFindings(SPECIMEN, anna)).toEqual([]);
  });
  it('finds a wrong check digit, another number, birth date or surname', () => {
    expect(mrzFindings(SPECIMEN.replace('C36UTO', 'C46UTO'), anna)[0]).toContain('wrong check digit');
    expect(mrzFindings(SPECIMEN, { ...anna, passport: 'L898902C4' })).toEqual([
      'the passport number differs from the machine-readable zone',
    ]);
    expect(mrzFindings(SPECIMEN, { ...anna, dob: '1974-08-13' })).toEqual([
      'the birth date differs from the machine-readable zone',
    ]);
    expect(mrzFindings(SPECIMEN, { ...anna, surname: 'Andersson' })).toEqual([
      'the surname differs from the machine-readable zone',
    ]);
    expect(mrzFindings('not an mrz', anna)).toEqual(['the machine-readable zone cannot be read']);
  });
});

describe('the documents part of a check', () => {
  it('passes valid documents, fails an invalid one, and says when none is given', () => {
    expect(documentsComponent(anna)).toMatchObject({ invalidDocs: false, component: { outcome: 'pass' } });
    const bad = documentsComponent({ ...anna, nino: 'QQ 12 34 56 C' });
    expect(bad.invalidDocs).toBe(true);
    expect(bad.component.detail).toContain('its first letter is never used');
    expect(bad.component.detail).not.toContain('QQ');
    const none = documentsComponent({ ...anna, passport: null, passportMrz: null });
    expect(none).toMatchObject({ invalidDocs: false, component: { outcome: 'notProvided' } });
  });
});
