import type { ModulusEdition as ModulusEditionView } from '@probity/domain';
import type { ModulusEdition } from '../../integrations/bank-modulus/modulus-edition.js';

/** The edition in use as the Settings page shows it: never the tables themselves. */
export function presentModulusEdition(edition: ModulusEdition, loadedBy: string | null): ModulusEditionView {
  return {
    name: edition.name,
    source: edition.source,
    weightRows: edition.weightRows,
    substitutionRows: edition.substitutionRows,
    loadedAt: edition.loadedAt.toISOString(),
    loadedBy,
  };
}
