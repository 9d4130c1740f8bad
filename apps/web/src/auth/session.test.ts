import { describe, expect, it } from 'vitest';
import { NO_ACCESS_PATH, needsToAcceptTerms, resolveHomePath } from './session';

describe('resolveHomePath', () => {
  it('follows spec 01 §2 for the roles with a home page', () => {
    expect(resolveHomePath(['Individual'], false)).toBe('/secure/matters');
    expect(resolveHomePath(['Administrators'], false)).toBe('/secure/admin-dashboard');
    expect(resolveHomePath(['Admin Demo'], true)).toBe('/secure/dashboard');
    expect(resolveHomePath(['Matter Admin'], false)).toBe('/secure/dashboard');
    expect(resolveHomePath(['Charity'], false)).toBe('/secure/dashboard');
    // spec 03 §6: Finance opens only the charity settings.
    expect(resolveHomePath(['Finance'], false)).toBe('/secure/charity-settings');
  });

  it('sends the legacy roles to their legacies (issue 11)', () => {
    expect(resolveHomePath(['Legacy Manager'], false)).toBe('/secure/charity-legacies');
    expect(resolveHomePath(['Legacy User'], false)).toBe('/secure/charity-legacies');
    expect(resolveHomePath(['Senior Legacy User'], false)).toBe('/secure/charity-legacies');
  });

  it('sends a user whose roles open no page to the no-access page, not into a loop', () => {
    expect(resolveHomePath([], false)).toBe(NO_ACCESS_PATH);
  });
});

describe('needsToAcceptTerms', () => {
  it('holds users who have not accepted the latest terms', () => {
    expect(needsToAcceptTerms({ acceptedLatestTerms: false }, ['Matter Admin'])).toBe(true);
    expect(needsToAcceptTerms({ acceptedLatestTerms: true }, ['Matter Admin'])).toBe(false);
  });

  it('never holds roles that cannot open the terms page', () => {
    expect(needsToAcceptTerms({ acceptedLatestTerms: false }, ['Administrators'])).toBe(false);
  });
});
