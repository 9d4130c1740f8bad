import { z } from 'zod';
import { HELP_IDENTIFIER_MAX, HELP_QUESTION_MAX } from './help.js';

/** spec 01 §3 and §7: the help content service's and the assistant's contracts (texts in help.ts). */

/** Any identifier an external content service uses; the shipped content keeps HELP_IDENTIFIER_PATTERN. */
const zIdentifier = z.string().min(1).max(HELP_IDENTIFIER_MAX);

/** spec 01 §3 Help section → subsection: content is markdown. */
export const ZHelpSubsection = z.object({
  name: z.string().min(1),
  order_number: z.number().int(),
  subsection_identifier: zIdentifier,
  content: z.string(),
  /** Empty: visible to all (spec 01 §6). */
  user_roles_can_view: z.array(z.string()),
});
export type HelpSubsection = z.infer<typeof ZHelpSubsection>;

export const ZHelpSection = z.object({
  name: z.string().min(1),
  order_number: z.number().int(),
  section_identifier: zIdentifier,
  user_roles_can_view: z.array(z.string()),
  /** Present when asked for with populate=subsections. */
  subsections: z.array(ZHelpSubsection).optional(),
});
export type HelpSection = z.infer<typeof ZHelpSection>;

/** GET /api/sections: the content service's list answer ({ data, meta.pagination }). */
export const ZHelpSections = z.object({
  data: z.array(ZHelpSection),
  meta: z.object({
    pagination: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      pageCount: z.number().int(),
      total: z.number().int(),
    }),
  }),
});
export type HelpSections = z.infer<typeof ZHelpSections>;

/** POST /api/Help/Ask. `subsectionId` is where the reader is, to prefer passages from there. */
export const ZHelpAskInput = z.object({
  question: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(HELP_QUESTION_MAX, { error: `At most ${HELP_QUESTION_MAX} characters` }),
  subsectionId: zIdentifier.optional(),
});
export type HelpAskInput = z.infer<typeof ZHelpAskInput>;

export const ZHelpSource = z.object({
  sectionId: z.string(),
  subsectionId: z.string(),
  name: z.string(),
});
export type HelpSource = z.infer<typeof ZHelpSource>;

export const ZHelpAnswer = z.object({
  /** Markdown; links to subsections are written as #subsection_identifier. */
  answer: z.string(),
  sources: z.array(ZHelpSource),
});
export type HelpAnswer = z.infer<typeof ZHelpAnswer>;
