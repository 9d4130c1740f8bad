import { z } from 'zod';

/** spec 01 §3 Dashboard tile: apiId, title, label, icon, and its figure as data. */
export const ZDashboardTile = z.object({
  apiId: z.enum([
    'matters',
    'individuals',
    'activeUsers',
    'checksThisMonth',
    'passedChecks',
    'checksToReview',
    'legacies',
    'legacyValue',
  ]),
  title: z.string(),
  label: z.string(),
  icon: z.string(),
  data: z.number(),
});
export type DashboardTile = z.infer<typeof ZDashboardTile>;
