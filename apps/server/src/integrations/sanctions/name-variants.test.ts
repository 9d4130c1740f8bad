import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiTokens, nameForms, phoneticKey, skeleton } from './name-variants.js';
import { parseSanctionsXml } from './parse.js';
import { SAMPLE_DIR, type ScreeningSubject, screenAgainst } from './sanctions-list.js';

/*
 * Variants of real designations of the UK Sanctions List (FCDO; excerpts in sample/, names, non-
 * Latin names and birth dates as published): the spellings that the BGN/PCGN, French, German and
 * scholarly romanisations of the same Cyrillic or Arabic name give, particles, order, missing
 * middle names, diacritics, aliases and the non-Latin names must all find the designation.
 */
const read = (name: string) => fs.readFileSync(path.join(SAMPLE_DIR, name), 'utf8');
const sanctions = parseSanctionsXml(read('UK-Sanctions-List.xml')).map((d) => ({
  ...d,
  list: 'sanctions' as const,
}));
const peps = parseSanctionsXml(read('UK-PEP-Sample.xml')).map((d) => ({ ...d, list: 'pep' as const }));
const everything = [...sanctions, ...peps];

const subject = (name: string, dob: string | null = null): ScreeningSubject => {
  const parts = name.split(' ');
  return { firstName: parts[0]!, middleNames: parts.slice(1, -1).join(' '), surname: parts.at(-1)!, dob };
};
const screen = (name: string, dob: string | null = null) => screenAgainst(subject(name, dob), everything);

describe('the romanisation keys', () => {
  it('give one key to the romanisations of one Cyrillic or Arabic name', () => {
    const same = (names: string[]) => new Set(names.map((n) => skeleton(n.toLowerCase()))).size;
    expect(same(['Yevgeny', 'Evgeny', 'Evgeniy', 'Yevgeniy', 'Evgenij', 'Yevgenii'])).toBe(1);
    expect(same(['Mohammed', 'Muhammad', 'Mohamed', 'Mohammad', 'Muhammed'])).toBe(1);
    expect(same(['Qadhafi', 'Gaddafi', 'Kadhafi', 'Gadhafi', 'Qaddafi'])).toBe(1);
    expect(same(['Prigozhin', 'Prigojin'])).toBe(1);
    expect(same(['Sergey', 'Sergei', 'Sergej'])).toBe(1);
    expect(same(['Shoigu', 'Shoygu'])).toBe(1);
    expect(same(['Aleksandr', 'Alexandr'])).toBe(1);
    expect(phoneticKey('yevgeniy')).toBe('evgeni');
    expect(phoneticKey('qadhafi')).toBe('kadafi');
    expect(phoneticKey('gaddafi')).toBe('kadafi');
  });

  it('keep different names apart', () => {
    expect(skeleton('smith')).not.toBe(skeleton('putin'));
    expect(skeleton('ivanov')).not.toBe(skeleton('lavrov'));
    expect(skeleton('hassan')).not.toBe(skeleton('assad'));
  });

  it('transliterate Cyrillic and Arabic, and split the Arabic article off', () => {
    expect(asciiTokens('Евгений Викторович ПРИГОЖИН')).toEqual(['evgeniy', 'viktorovich', 'prigozhin']);
    expect(asciiTokens('ماهر الأسد')).toEqual(['mhr', 'al', 'sd']);
    expect(asciiTokens("Zoë O'Brien-Ávila")).toEqual(['zoe', 'obrien', 'avila']);
  });

  it('drop or join particles, and read Abd al-/Abdel/Abdul as one prefix', () => {
    expect(nameForms(['bashar', 'al', 'assad'])).toEqual({
      dropped: ['bashar', 'assad'],
      joined: ['bashar', 'alassad'],
    });
    expect(nameForms(['osama', 'bin', 'laden']).joined).toEqual(['osama', 'binladen']);
    expect(nameForms(['abdel', 'rahman']).dropped).toEqual(['abdrahman']);
    expect(nameForms(['abd', 'al', 'rahman']).dropped).toEqual(['abdrahman']);
    expect(nameForms(['abdulrahman']).dropped).toEqual(['abdrahman']);
    expect(nameForms(['al']).dropped).toEqual(['al']);
  });
});

describe('variants of real designations find them', () => {
  const cases: [string, string][] = [
    // Yevgeniy Viktorovich PRIGOZHIN: romanisations of Евгений, the French Prigojine, order.
    ['Yevgeny Prigozhin', 'RUS0273'],
    ['Evgeny Prigozhin', 'RUS0273'],
    ['Evgeniy Prigozhin', 'RUS0273'],
    ['Evgenij Prigozhin', 'RUS0273'],
    ['Yevgeniy Prigojine', 'RUS0273'],
    ['Prigozhin Yevgeniy', 'RUS0273'],
    ['Evgeny Viktorovich Prigozhin', 'RUS0273'],
    // Saif al-Islam QADHAFI: Gaddafi, Kadhafi, Qaddafi; the particle dropped, joined, or el-.
    ['Saif Gaddafi', 'LIB0011'],
    ['Saif al-Islam Kadhafi', 'LIB0011'],
    ['Seif al-Islam Qaddafi', 'LIB0011'],
    ['Saif Alislam Gadhafi', 'LIB0011'],
    ['Saif el-Islam Gaddafi', 'LIB0011'],
    // Maher AL-ASSAD: without the article, joined, el-.
    ['Maher Assad', 'SYR0002'],
    ['Maher Alassad', 'SYR0002'],
    ['Maher El-Assad', 'SYR0002'],
    // Vladimir Vladimirovich PUTIN: the German W, the French Poutine, surname first.
    ['Wladimir Putin', 'RUS0251'],
    ['Vladimir Poutine', 'RUS0251'],
    ['PUTIN Vladimir Vladimirovich', 'RUS0251'],
    // Others: the alias, a missing middle name, diacritics, -itch.
    ['Sergey Shoygu', 'RUS0269'],
    ['Dmitriy Medvedev', 'RUS0268'],
    ['Ramzan Kadirov', 'RUS0266'],
    ['Sérgueï Lavrov', 'RUS0252'],
    ['Roman Abramovitch', 'RUS0263'],
    ['Mikhail Fridman', 'RUS0271'],
    ['Mikhail Friedman', 'RUS0271'],
  ];
  it.each(cases)('%s finds %s', (name, id) => {
    expect(screen(name)[0]?.uniqueID).toBe(id);
  });

  it('finds a subject written in Cyrillic or Arabic', () => {
    expect(screen('Евгений Пригожин')[0]).toMatchObject({ uniqueID: 'RUS0273' });
    expect(screen('Владимир Путин', '1952-10-07')[0]).toMatchObject({
      uniqueID: 'RUS0251',
      outcome: 'match',
    });
    expect(screen('ماهر الأسد')[0]).toMatchObject({ uniqueID: 'SYR0002' });
  });

  it('finds a designation by its non-Latin name alone', () => {
    const onlyNonLatin = sanctions.map((d) => ({ ...d, names: [] }));
    const prigozhin = screenAgainst(subject('Evgeniy Prigozhin', '1961-06-01'), onlyNonLatin)[0]!;
    expect(prigozhin).toMatchObject({ uniqueID: 'RUS0273', nameType: 'Non-Latin name', outcome: 'match' });
    expect(prigozhin.explanation).toContain("Non-Latin name 'Евгений Викторович ПРИГОЖИН' of RUS0273");
    // Arabic is written without short vowels: the consonant skeleton finds it.
    expect(screenAgainst(subject('Saif al-Islam Qadhafi'), onlyNonLatin)[0]).toMatchObject({
      uniqueID: 'LIB0011',
      nameType: 'Non-Latin name',
      outcome: 'possibleMatch',
    });
  });

  it('makes a strong name with the same birth date a match, and with another or none a possible match', () => {
    expect(screen('Yevgeny Prigozhin', '1961-06-01')[0]).toMatchObject({ outcome: 'match' });
    expect(screen('Yevgeny Prigozhin', '1971-06-01')[0]).toMatchObject({
      uniqueID: 'RUS0273',
      outcome: 'possibleMatch',
      dobAgreement: 'different',
    });
    expect(screen('Yevgeny Prigozhin')[0]).toMatchObject({
      uniqueID: 'RUS0273',
      outcome: 'possibleMatch',
      dobAgreement: 'unknown',
    });
    expect(screen('Saif Gaddafi', '1972-06-25')[0]).toMatchObject({ uniqueID: 'LIB0011', outcome: 'match' });
  });
});

describe('common clean names', () => {
  // 40 common first names and 40 surnames in the UK (English, South Asian, Arabic, Slavic):
  // none of the 1,600 pairs is designated in the sample, so none may hit.
  const firsts = [
    'John',
    'David',
    'Michael',
    'James',
    'Robert',
    'Mohammed',
    'Muhammad',
    'Ahmed',
    'Ali',
    'Olga',
    'Elena',
    'Sergei',
    'Ivan',
    'Maria',
    'Fatima',
    'Aisha',
    'Omar',
    'Hassan',
    'Sarah',
    'Emma',
    'Olivia',
    'Amelia',
    'Oliver',
    'George',
    'Harry',
    'Jack',
    'Thomas',
    'William',
    'Charlotte',
    'Sophie',
    'Priya',
    'Raj',
    'Wei',
    'Anna',
    'Peter',
    'Yusuf',
    'Ibrahim',
    'Natalia',
    'Tatiana',
    'Mark',
  ];
  const surnames = [
    'Smith',
    'Jones',
    'Williams',
    'Taylor',
    'Brown',
    'Davies',
    'Evans',
    'Wilson',
    'Thomas',
    'Johnson',
    'Roberts',
    'Khan',
    'Ahmed',
    'Ali',
    'Hussain',
    'Patel',
    'Singh',
    'Ivanov',
    'Ivanova',
    'Petrov',
    'Smirnov',
    'Kuznetsov',
    'Popov',
    'Sokolov',
    'Volkov',
    'Novikov',
    'Morozov',
    'Hassan',
    'Rahman',
    'Begum',
    'Shah',
    'Chaudhry',
    'Akhtar',
    'Mahmood',
    'Iqbal',
    'Nguyen',
    'Murphy',
    'Kelly',
    "O'Brien",
    'Walker',
  ];
  it('gives no hit for any of them', () => {
    const hits = firsts.flatMap((f) =>
      surnames.flatMap((s) =>
        screenAgainst({ firstName: f, surname: s, dob: '1980-01-01' }, everything).map(
          (m) => `${f} ${s} → ${m.uniqueID}`,
        ),
      ),
    );
    expect(hits).toEqual([]);
  }, 30_000);

  it('gives no hit for a designated first name with another surname', () => {
    for (const name of ['Vladimir Smith', 'Bashar Hassan', 'Maher Khan', 'Saif Rahman', 'Yevgeny Petrov'])
      expect(screen(name)).toEqual([]);
  });
});
