import type { Role } from '@probity/domain';

/** spec 01 §4: demo mode is a local flag, honoured only for administrators. */
export const DEMO_MODE_STORAGE_KEY = 'probity.demoMode';
export const DEMO_MODE_HEADER = 'X-Demo-Mode';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDemoMode(): boolean {
  return storage()?.getItem(DEMO_MODE_STORAGE_KEY) === 'true';
}

export function writeDemoMode(isOn: boolean): void {
  const store = storage();
  if (!store) return;
  if (isOn) store.setItem(DEMO_MODE_STORAGE_KEY, 'true');
  else store.removeItem(DEMO_MODE_STORAGE_KEY);
}

/**
 * Whether the signed-in user is a platform administrator. The server answers the effective
 * roles, so an administrator in demo mode arrives as ['Admin Demo'] while the flag is set.
 */
export function isAdministrator(roles: readonly Role[], isDemoFlagSet: boolean): boolean {
  return roles.includes('Administrators') || (isDemoFlagSet && roles.includes('Admin Demo'));
}

/**
 * spec 01 §4: the flag is cleared for users who are not administrators. Answers whether
 * demo mode is on for this user.
 */
export function reconcileDemoMode(roles: readonly Role[]): boolean {
  const isSet = readDemoMode();
  if (!isSet) return false;
  if (!isAdministrator(roles, true)) {
    writeDemoMode(false);
    return false;
  }
  return true;
}
