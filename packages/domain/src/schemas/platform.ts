import { z } from 'zod';

/** The security accreditation the operator configured (spec 01 §2 badge); null when none is. */
export const ZAccreditation = z.object({
  name: z.string().describe('e.g. Cyber Essentials Plus'),
  scope: z.string().nullable().describe('What the accreditation covers'),
  date: z.string().nullable().describe('When it was awarded, YYYY-MM-DD'),
  certificateUrl: z.string().nullable().describe('A link to the certificate'),
  isExample: z.boolean().describe('True for a demonstration: the badge says it is an example'),
});
export type Accreditation = z.infer<typeof ZAccreditation>;

export const ZPlatformAccreditation = z.object({ accreditation: ZAccreditation.nullable() });
export type PlatformAccreditation = z.infer<typeof ZPlatformAccreditation>;

/** Whether uploaded files pass a malware scanner, and which (administrators' settings). */
export const ZUploadScanning = z.object({
  scanned: z.boolean(),
  scanner: z.string().nullable().describe('e.g. ClamAV (clamd at scanner.internal:3310)'),
});
export type UploadScanning = z.infer<typeof ZUploadScanning>;
