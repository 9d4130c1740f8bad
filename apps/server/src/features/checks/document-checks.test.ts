import { describe, expect, it } from 'vitest';
import {
  type DocumentHolder,
  documentsComponent,
  mrzExpiryDate,
  mrzFindings,
  passportExpiryFinding,
} from './document-checks.js';

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

describe('passport expiry (ICAO 9303 TD3: expiry YYMMDD, characters 22–27 of line 2)', () => {
  it('reads the specimen expiry, 15 April 2012', () => {
    expect(mrzExpiryDate(SPECIMEN, '2026-11-25')).toBe('2012-04-15');
    expect(mrzExpiryDate('not an mrz', '2026-11-25')).toBeNull();
  });
  it('fails an expired passport with the date, and not one in date', () => {
    expect(passportExpiryFinding(SPECIMEN, '2026-11-25')).toBe('The passport expired on 15 April 2012');
    expect(passportExpiryFinding(SPECIMEN, '2012-04-15')).toBeNull();
    expect(passportExpiryFinding(SPECIMEN, '2012-04-16')).toBe('The passport expired on 15 April 2012');
  });
  it('the check digits of the specimen pass while the expired specimen fails the documents part', () => {
    expect(mrzFindings(SPECIMEN, anna)).toEqual([]);
    const part = documentsComponent(anna, '2026-11-25');
    expect(part.invalidDocs).toBe(true);
    expect(part.component).toMatchObject({
      outcome: 'fail',
      detail: 'Passport: The passport expired on 15 April 2012',
    });
  });
});

describe('the documents part of a check', () => {
  // While the specimen was in date.
  const today = '2010-01-01';
  it('passes valid documents, fails an invalid one, and says when none is given', () => {
    expect(documentsComponent(anna, today)).toMatchObject({
      invalidDocs: false,
      component: { outcome: 'pass' },
    });
    const bad = documentsComponent({ ...anna, nino: 'QQ 12 34 56 C' }, today);
    expect(bad.invalidDocs).toBe(true);
    expect(bad.component.detail).toContain(
      "National Insurance number refused (HMRC NIM39110): This is HMRC's example number",
    );
    expect(bad.component.detail).not.toContain('QQ 12 34 56 C');
    const none = documentsComponent({ ...anna, passport: null, passportMrz: null }, today);
    expect(none).toMatchObject({ invalidDocs: false, component: { outcome: 'notProvided' } });
  });
  it('names a temporary NINO and an impossible licence date', () => {
    const part = documentsComponent(
      { ...anna, passport: null, passportMrz: null, nino: 'TN311280F', drivingLicence: 'ERIKS752314AM9IJ' },
      today,
    );
    expect(part.component.detail).toContain('This is a temporary number, not a National Insurance number');
    expect(part.component.detail).toContain(
      'Driving licence number has a birth month and day that are not a real date',
    );
  });
});
