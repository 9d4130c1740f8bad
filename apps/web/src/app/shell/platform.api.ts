import type { PlatformAccreditation, UploadScanning } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** GET /api/Platform/Accreditation: what the operator configured for the badge (null: none). */
export function useAccreditation() {
  return useQuery({
    queryKey: ['platform', 'accreditation'],
    queryFn: ({ signal }) => api.get<PlatformAccreditation>('/api/Platform/Accreditation', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/Platform/UploadScanning: whether uploads pass a malware scanner (platform administrators). */
export function useUploadScanning() {
  return useQuery({
    queryKey: ['platform', 'upload-scanning'],
    queryFn: ({ signal }) => api.get<UploadScanning>('/api/Platform/UploadScanning', undefined, signal),
  });
}
