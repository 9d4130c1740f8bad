import { CONTROLLER_NOTE, DATA_CATEGORIES } from './records-of-processing.js';
import { TABLES_WITHOUT_PERSONAL_DATA } from './records-of-processing.tables.js';
import { RECIPIENTS, SECURITY_MEASURES } from './records-of-processing.parties.js';
import { RETENTION, RETENTION_INTRO } from './records-of-processing.retention.js';

/** Where the generated document is kept, from the repository's root. */
export const RECORDS_OF_PROCESSING_PATH = 'docs/records-of-processing.md';

const code = (names: string[] | undefined) => (names?.length ? names.map((n) => `\`${n}\``).join(', ') : '—');
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * Issue 19: the Records of processing (UK GDPR Art. 30) as Markdown, from the structured description.
 * Deterministic (no date), so the committed docs/records-of-processing.md can be compared with it.
 */
export function renderRecordsOfProcessing(): string {
  const out: string[] = [
    '# Records of processing activities (UK GDPR Art. 30)',
    '',
    '<!-- Generated from apps/server/src/features/data-rights/records-of-processing*.ts by `npm run docs:ropa`: do not edit by hand. -->',
    '',
    CONTROLLER_NOTE,
    '',
    '## Categories of personal data',
    '',
  ];
  DATA_CATEGORIES.forEach((category, i) => {
    const retention = RETENTION[category.retention];
    out.push(
      `### ${i + 1}. ${category.title}`,
      '',
      `- **Data subjects:** ${category.subjects}`,
      `- **Purpose:** ${category.purpose}`,
      `- **Lawful basis (typical):** ${category.lawfulBasis}`,
      `- **Recipients:** ${category.recipients.length ? category.recipients.map((r) => RECIPIENTS[r].title).join('; ') : 'none'}`,
      `- **Retention:** ${retention.title}: ${retention.rule}`,
    );
    if (category.files) out.push(`- **Files:** ${category.files}`);
    out.push('', '| Table | Personal data | Encrypted at rest | Hashed only |', '| --- | --- | --- | --- |');
    for (const t of category.tables)
      out.push(`| \`${t.table}\` | ${code(t.columns)} | ${code(t.encrypted)} | ${code(t.hashed)} |`);
    out.push('');
  });
  out.push('## Recipients', '');
  for (const r of Object.values(RECIPIENTS)) out.push(`- **${r.title}:** ${r.what}`);
  out.push('', '## Retention', '', RETENTION_INTRO, '', '| Records | Default |', '| --- | --- |');
  for (const r of Object.values(RETENTION)) out.push(`| ${cell(r.title)} | ${cell(r.rule)} |`);
  out.push('', '## Security measures (Art. 32)', '');
  for (const m of SECURITY_MEASURES) out.push(`- **${m.title}:** ${m.what}`);
  out.push('', '## Tables without personal data', '', '| Table | Holds |', '| --- | --- |');
  for (const [table, why] of Object.entries(TABLES_WITHOUT_PERSONAL_DATA))
    out.push(`| \`${table}\` | ${cell(why)} |`);
  out.push('');
  return out.join('\n');
}
