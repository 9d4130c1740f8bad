import type { OrganisationRow } from '../../access/actor.js';

/**
 * spec 01 §4 company flags on API access: "Locked disables web and API access for the company and
 * all its users. Integrated off leaves web-portal access only."
 *
 * Decision: web-portal access is a token issued to the web client (OIDC_CLIENT_ID, the client the
 * single-page app signs in with); a token issued to any other client (an integration's own OIDC
 * client, e.g. a firm's case-management system) is API access. A token that names no client is
 * treated as API access.
 */
export function companyAllowsClient(
  organisation: Pick<OrganisationRow, 'locked' | 'integrated'>,
  clientID: string | undefined,
  webClientID: string,
): boolean {
  if (organisation.locked) return false;
  if (clientID === webClientID) return true;
  return organisation.integrated;
}
