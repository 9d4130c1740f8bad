import type { ModulusEdition, ModulusTablesUpload } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const modulusKeys = { edition: ['modulus-tables', 'edition'] as const };

/** GET /api/ModulusTables: the edition of Vocalink's tables in use (Administrators). */
export function getModulusEdition(signal?: AbortSignal): Promise<ModulusEdition> {
  return api.get<ModulusEdition>('/api/ModulusTables', undefined, signal);
}

export function useModulusEdition() {
  return useQuery({ queryKey: modulusKeys.edition, queryFn: ({ signal }) => getModulusEdition(signal) });
}

/** POST /api/ModulusTables: a new edition, the two files' text as published. */
export function uploadModulusTables(body: ModulusTablesUpload): Promise<ModulusEdition> {
  return api.post<ModulusEdition>('/api/ModulusTables', body);
}
