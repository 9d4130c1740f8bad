import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_MODE_STORAGE_KEY,
  isAdministrator,
  readDemoMode,
  reconcileDemoMode,
  writeDemoMode,
} from './demo-mode';

afterEach(() => {
  window.localStorage.clear();
});

describe('demo mode flag', () => {
  it('is stored locally', () => {
    writeDemoMode(true);
    expect(window.localStorage.getItem(DEMO_MODE_STORAGE_KEY)).toBe('true');
    expect(readDemoMode()).toBe(true);
    writeDemoMode(false);
    expect(readDemoMode()).toBe(false);
  });

  it('is cleared for a user who is not an administrator', () => {
    writeDemoMode(true);
    expect(reconcileDemoMode(['Matter Admin'])).toBe(false);
    expect(window.localStorage.getItem(DEMO_MODE_STORAGE_KEY)).toBeNull();
  });

  it('is cleared for a charity user', () => {
    writeDemoMode(true);
    expect(reconcileDemoMode(['Charity', 'Finance'])).toBe(false);
    expect(readDemoMode()).toBe(false);
  });

  it('stays on for an administrator, whose effective role is Admin Demo', () => {
    writeDemoMode(true);
    expect(reconcileDemoMode(['Admin Demo'])).toBe(true);
    expect(reconcileDemoMode(['Administrators'])).toBe(true);
    expect(readDemoMode()).toBe(true);
  });

  it('is off when never set', () => {
    expect(reconcileDemoMode(['Administrators'])).toBe(false);
  });

  it('recognises administrators in and out of demo mode', () => {
    expect(isAdministrator(['Administrators'], false)).toBe(true);
    expect(isAdministrator(['Admin Demo'], true)).toBe(true);
    expect(isAdministrator(['Admin Demo'], false)).toBe(false);
    expect(isAdministrator(['Support'], true)).toBe(false);
  });
});
