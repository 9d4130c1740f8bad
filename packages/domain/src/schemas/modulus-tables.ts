import { z } from 'zod';
import { VALIDATION } from '../texts.js';

/*
 * Issue 12: the edition of Vocalink's modulus checking tables in use (valacdos.txt, the weight
 * table, and scsubtab.txt, the sorting code substitutions), and a platform administrator's upload
 * of a new edition, which is a data update and not a release.
 */

export const MODULUS_EDITION_NAME_MAX = 40;
/** Vocalink's weight table has about 1,200 rows of 90 characters; this leaves room for growth. */
export const MODULUS_FILE_MAX_CHARS = 400_000;

export const MODULUS_EDITION_SOURCES = ['shipped', 'configured', 'uploaded'] as const;

export const ZModulusEdition = z.object({
  name: z.string(),
  source: z.enum(MODULUS_EDITION_SOURCES),
  weightRows: z.number().int(),
  substitutionRows: z.number().int(),
  loadedAt: z.string(),
  /** Who uploaded it (an uploaded edition), as a name. */
  loadedBy: z.string().nullable(),
});
export type ModulusEdition = z.infer<typeof ZModulusEdition>;

const fileText = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .max(MODULUS_FILE_MAX_CHARS, { error: `The file is larger than ${MODULUS_FILE_MAX_CHARS} characters` });

const fileName = z.string().trim().max(200).nullish();

/** POST /api/ModulusTables: the two files' text as published, and the edition's name. */
export const ZModulusTablesUpload = z.object({
  name: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      if (v.length > MODULUS_EDITION_NAME_MAX)
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.tooManyCharacters(MODULUS_EDITION_NAME_MAX, v.length),
        });
    }),
  weightsFileName: fileName,
  weightsText: fileText,
  substitutionsFileName: fileName,
  substitutionsText: fileText,
});
export type ModulusTablesUpload = z.infer<typeof ZModulusTablesUpload>;

/**
 * The edition a weights file's name gives, as Vocalink names its files: 'valacdos-v8-50.txt' or
 * 'valacdosv880.txt' is 'v8.50' / 'v8.80'; another name is kept without '.txt'.
 */
export function modulusEditionNameOf(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? fileName).replace(/\.txt$/i, '');
  const m = /v(\d)[-_.]?(\d{2})/i.exec(base);
  return m ? `v${m[1]}.${m[2]}` : base;
}

export const MODULUS_TEXTS = {
  sectionTitle: 'Bank modulus tables',
  sectionDescription:
    "Vocalink's weight table (valacdos.txt) and substitution table (scsubtab.txt) that every bank modulus check uses. Upload a new edition when Vocalink publishes one.",
  edition: 'Edition',
  rows: 'Rows',
  rowsValue: (weights: number, substitutions: number) =>
    `${weights} weight rows, ${substitutions} substitutions`,
  loadedAt: 'Loaded',
  source: 'Source',
  sources: {
    shipped: 'Shipped with Probity',
    configured: 'Configured files (MODULUS_WEIGHTS_FILE)',
    uploaded: 'Uploaded',
  } satisfies Record<(typeof MODULUS_EDITION_SOURCES)[number], string>,
  uploadTitle: 'Upload a new edition',
  nameLabel: 'Edition name',
  namePlaceholder: 'v8.80',
  weightsLabel: 'Weight table (valacdos.txt)',
  substitutionsLabel: 'Substitution table (scsubtab.txt)',
  upload: 'Upload edition',
  uploading: 'Uploading the tables',
  uploaded: (name: string) => `Modulus tables ${name} are now in use`,
  /** The detail of a check's bank account part. */
  checkedAgainst: (name: string) => `Modulus checked against Vocalink table ${name}`,
} as const;
