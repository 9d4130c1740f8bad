/** Every query key of the app, in one place so invalidation is easy to follow. */
export const queryKeys = {
  currentUser: ['user', 'current'] as const,
  organisationRoles: ['user', 'organisation-roles'] as const,
  latestTerms: ['user', 'latest-terms'] as const,
  analyticsSummary: ['analytics', 'summary'] as const,
  matters: ['matters'] as const,
  matterList: (source: string, params: string) => ['matters', 'list', source, params] as const,
};
