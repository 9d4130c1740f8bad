import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARITY_REGISTER_SAMPLE_DIR } from '../../db/seed-charity-register.js';
import {
  dateOnly,
  parseExtractJson,
  parseExtractTxt,
  readExtractTable,
  unescapeTxtField,
} from './extract.js';
import { registerRowOf } from './import.js';

describe('the public register extract (DOMAIN-NOTES Charity Commission)', () => {
  it('reads the JSON form with its UTF-8 byte-order mark', () => {
    const text = '\uFEFF[{"organisation_number": 1, "registered_charity_number": 200, "charity_name": "A"}]';
    expect(() => JSON.parse(text)).toThrow();
    expect(parseExtractJson(text)).toEqual([
      { organisation_number: 1, registered_charity_number: 200, charity_name: 'A' },
    ]);
  });

  it('reads the TXT form: tabs, a header row, empty fields as null and backslash escapes', () => {
    const text = [
      '\uFEFForganisation_number\tregistered_charity_number\tcharity_name\tcharity_contact_address1\tcharity_insolvent',
      '12\t3456\tTHE \\"OLD\\" MILL\\tTRUST\tFlat 1\\nMill Road\tTrue',
      '13\t3457\tC:\\\\PATH FUND\t\tFalse\r',
      '',
    ].join('\n');
    const rows = parseExtractTxt(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      organisation_number: '12',
      registered_charity_number: '3456',
      charity_name: 'THE "OLD" MILL\tTRUST',
      charity_contact_address1: 'Flat 1\nMill Road',
      charity_insolvent: 'True',
    });
    expect(rows[1]?.charity_name).toBe('C:\\PATH FUND');
    expect(rows[1]?.charity_contact_address1).toBeNull();
    expect(rows[1]?.charity_insolvent).toBe('False');
    expect(unescapeTxtField('a\\\\tb')).toBe('a\\tb');
  });

  it('maps an extract record to the register columns, from either form', () => {
    const fromTxt = registerRowOf({
      organisation_number: '77',
      registered_charity_number: '1234567',
      linked_charity_number: '2',
      charity_name: ' SAMPLE FUND ',
      charity_registration_status: 'Removed',
      date_of_registration: '1965-09-07T00:00:00',
      date_of_removal: '07/09/2001',
      charity_insolvent: 'True',
      charity_in_administration: 'False',
      charity_is_cdf_or_cif: 'cif',
      date_of_extract: '2026-11-01T00:00:00',
    });
    expect(fromTxt).toMatchObject({
      organisationNumber: 77,
      registeredCharityNumber: 1234567,
      linkedCharityNumber: 2,
      charityName: 'SAMPLE FUND',
      registrationStatus: 'Removed',
      dateOfRegistration: '1965-09-07',
      dateOfRemoval: '2001-09-07',
      insolvent: true,
      inAdministration: false,
      cifCdf: 'CIF',
      lastModifiedTime: new Date('2026-11-01T00:00:00Z'),
    });
    expect(registerRowOf({ organisation_number: 'x', registered_charity_number: 1, charity_name: 'A' })).toBe(
      undefined,
    );
    expect(dateOnly('not a date')).toBeNull();
  });

  it('reads a directory in either form, JSON first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'extract-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'publicextract.charity_trustee.txt'),
        'organisation_number\ttrustee_name\n5\tJANE DOE\n',
      );
      expect(readExtractTable(dir, 'charity_trustee')).toEqual([
        { organisation_number: '5', trustee_name: 'JANE DOE' },
      ]);
      expect(readExtractTable(dir, 'charity')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ships a sample with the demo charities, linked charities and a removed one', () => {
    const charity = readExtractTable(CHARITY_REGISTER_SAMPLE_DIR, 'charity');
    expect(charity.length).toBeGreaterThanOrEqual(30);
    expect(charity.length).toBeLessThanOrEqual(60);
    const byName = (name: string) => charity.find((c) => c.charity_name === name);
    // The seeded organisations' Reg. Charity No. and Organisation No (seed.ts).
    expect(byName('BRIGHTWATER TRUST')).toMatchObject({
      registered_charity_number: 1098765,
      organisation_number: 4051827,
      linked_charity_number: 0,
    });
    expect(byName('CEDAR HOSPICE')).toMatchObject({
      registered_charity_number: 1045321,
      organisation_number: 3390126,
    });
    expect(charity.filter((c) => Number(c.linked_charity_number) > 0).length).toBeGreaterThanOrEqual(2);
    expect(charity.some((c) => c.charity_registration_status === 'Removed')).toBe(true);
    expect(
      fs.readFileSync(path.join(CHARITY_REGISTER_SAMPLE_DIR, 'publicextract.charity.json'), 'utf8'),
    ).toMatch(/^\uFEFF/);
  });
});
