import type { UserManagerSettings } from 'oidc-client-ts';

/** The server's description of this client (GET /_configuration/probity-web). */
export interface ClientConfiguration {
  authority: string;
  client_id: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  response_type: string;
  scope: string;
  automaticSilentRenew?: boolean;
  includeIdTokenInSilentRenew?: boolean;
  /** Issue 13: the server ends a session after this many minutes without an API call. */
  sessionIdleMinutes?: number;
  /** Issue 13: and this many hours after sign-in (the ID token's auth_time). */
  sessionAbsoluteHours?: number;
}

export const CLIENT_CONFIGURATION_URL = '/_configuration/probity-web';

const REQUIRED_KEYS = [
  'authority',
  'client_id',
  'redirect_uri',
  'post_logout_redirect_uri',
  'response_type',
  'scope',
] as const;

export class ClientConfigurationError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ClientConfigurationError';
  }
}

export function parseClientConfiguration(value: unknown): ClientConfiguration {
  if (typeof value !== 'object' || value === null) throw new ClientConfigurationError('not an object');
  const record = value as Record<string, unknown>;
  for (const key of REQUIRED_KEYS) {
    if (typeof record[key] !== 'string' || record[key] === '') {
      throw new ClientConfigurationError(`missing ${key}`);
    }
  }
  return record as unknown as ClientConfiguration;
}

export async function fetchClientConfiguration(): Promise<ClientConfiguration> {
  const response = await fetch(CLIENT_CONFIGURATION_URL, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ClientConfigurationError(`HTTP ${response.status}`);
  return parseClientConfiguration(await response.json());
}

/** spec 01 §9: silent renewal is on and the ID token is included in silent renewals. */
export function toUserManagerSettings(
  config: ClientConfiguration,
): Omit<UserManagerSettings, 'userStore' | 'stateStore'> {
  return {
    authority: config.authority,
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    post_logout_redirect_uri: config.post_logout_redirect_uri,
    response_type: config.response_type,
    scope: config.scope,
    automaticSilentRenew: config.automaticSilentRenew ?? true,
    includeIdTokenInSilentRenew: config.includeIdTokenInSilentRenew ?? true,
    // The provider issues refresh tokens: renewal never needs a hidden frame.
    monitorSession: false,
    loadUserInfo: false,
  };
}

/** The identity server's own pages (register, account), under the issuer. */
export function identityPageUrl(config: ClientConfiguration, page: 'register' | 'account'): string {
  return `${config.authority.replace(/\/+$/, '')}/${page}`;
}
