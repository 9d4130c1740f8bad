import type { Config } from '../../config.js';
import type { OrganisationRow } from '../../access/actor.js';
import { readIntegrationCredentials } from '../../features/organisations/organisation-settings.service.js';
import { AppError } from '../../lib/errors.js';
import type { CheckProvider } from './check-provider.js';
import { HttpCheckProvider } from './http-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

export const PROVIDER_NOT_CONFIGURED =
  'The identity-check provider credentials of this company are not set. Add them in the company settings, or turn on test mode.';

/**
 * The provider for a company's checks: the sandbox while the company is in test mode (live =
 * false, spec 01 §4 "Test mode on switches to sandbox data sources") or when no provider is
 * configured (CHECK_PROVIDER_URL unset: the embedded default); otherwise the HTTP adapter with
 * the company's credentials.
 */
export function selectCheckProvider(
  config: Config,
  organisation: Pick<OrganisationRow, 'organisationID' | 'live' | 'integrationDetails'>,
): { provider: CheckProvider; testMode: boolean } {
  if (!organisation.live || !config.CHECK_PROVIDER_URL) {
    return { provider: createSandboxProvider(), testMode: !organisation.live };
  }
  const credentials = readIntegrationCredentials(config, organisation);
  if (!credentials.username || !credentials.password) throw new AppError('CONFLICT', PROVIDER_NOT_CONFIGURED);
  return {
    provider: new HttpCheckProvider({
      baseUrl: config.CHECK_PROVIDER_URL,
      credentials: { username: credentials.username, password: credentials.password },
      timeoutMs: config.CHECK_PROVIDER_TIMEOUT_MS,
    }),
    testMode: false,
  };
}
