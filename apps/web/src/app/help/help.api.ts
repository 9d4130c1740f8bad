import type { HelpAnswer, HelpAskInput, HelpSections } from '@probity/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const helpQueryKeys = {
  sections: ['help', 'sections'] as const,
};

/** GET /api/sections?populate=subsections (spec 01 §7): the help the user may read. */
export function useHelpSections(isEnabled: boolean) {
  return useQuery({
    queryKey: helpQueryKeys.sections,
    queryFn: ({ signal }) => api.get<HelpSections>('/api/sections', { populate: 'subsections' }, signal),
    enabled: isEnabled,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/Help/Ask: the assistant's answer with the subsections it comes from. */
export function useAskHelp() {
  return useMutation({
    mutationFn: (input: HelpAskInput) => api.post<HelpAnswer>('/api/Help/Ask', input),
  });
}
