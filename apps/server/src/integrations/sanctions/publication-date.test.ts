import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDate, publicationDateOf } from './publication-date.js';
import { SAMPLE_DIR, SAMPLE_FILES } from './sanctions-list.js';

/*
 * The publication date of the FCDO's UK Sanctions List files (DOMAIN-NOTES "UK Sanctions List"):
 * the XML's DateGenerated, the CSV's first row "Report Date: …"; the shipped samples follow both.
 */
describe('publicationDateOf', () => {
  it('reads the XML DateGenerated and the CSV report date of the shipped samples', () => {
    expect(publicationDateOf(fs.readFileSync(SAMPLE_FILES.sanctions, 'utf8'))).toBe('2026-11-22');
    expect(publicationDateOf(fs.readFileSync(SAMPLE_FILES.pep, 'utf8'))).toBe('2026-11-22');
    const csv = fs.readFileSync(path.join(SAMPLE_DIR, 'UK-Sanctions-List.csv'), 'utf8');
    expect(publicationDateOf(csv)).toBe('2026-11-22');
    expect(publicationDateOf(`\uFEFF"Report Date: 03-Feb-2025",,,\nUnique ID\n`)).toBe('2025-02-03');
  });

  it('answers null when the file does not say', () => {
    expect(publicationDateOf('<Designations><Designation /></Designations>')).toBeNull();
    expect(publicationDateOf('Unique ID,Name 6\nRUS0001,X\n')).toBeNull();
  });

  it('reads the forms of date the list uses, and refuses impossible dates', () => {
    expect(listDate('22/11/2026')).toBe('2026-11-22');
    expect(listDate('2026-11-22T09:15:00')).toBe('2026-11-22');
    expect(listDate('5-Mar-2026')).toBe('2026-03-05');
    expect(listDate('31/02/2026')).toBeNull();
    expect(listDate('22-Foo-2026')).toBeNull();
    expect(listDate('yesterday')).toBeNull();
  });
});
