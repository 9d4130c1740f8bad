import { z } from 'zod';
import { zDate } from './dates.js';

// The legacy figures' contracts; the rules and texts are in ../legacy-figures.ts without zod (issue 16).

export const ZFiguresRow = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  valuePence: z.number().int(),
  estimatedPence: z.number().int(),
});
export type FiguresRow = z.infer<typeof ZFiguresRow>;

/** GET /api/Organisations/{id}/Dashboard/Legacies. */
export const ZLegacyDashboard = z.object({
  legacies: z.number().int(),
  valuePence: z.number().int(),
  estimatedPence: z.number().int(),
  /** Issue 17: how many legacies take their figures from the firm's estate figures. */
  fromEstate: z.number().int(),
  /** One row per legacy status, in the spec's order (03 §4), zero rows included. */
  pipeline: z.array(ZFiguresRow),
  /** Open legacies by financial year of the expected receipt, oldest first; "Not forecast" last. */
  receipts: z.array(ZFiguresRow),
});
export type LegacyDashboard = z.infer<typeof ZLegacyDashboard>;

/** PUT /api/Legacy/{id}/ExpectedReceipt: a real date 'YYYY-MM-DD', or null to clear the forecast. */
export const ZExpectedReceiptInput = z.object({
  expectedReceiptDate: zDate.nullable(),
});
export type ExpectedReceiptInput = z.infer<typeof ZExpectedReceiptInput>;
