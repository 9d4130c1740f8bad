/*
 * Issue 19, records of processing: the tables outside the categories, and the modules that
 * encrypt stored values; records-of-processing.test.ts holds both to the code.
 */

/** Tables with no personal data (beyond the id of the user who made a change), and why. */
export const TABLES_WITHOUT_PERSONAL_DATA: Record<string, string> = {
  email_templates: 'the wording of e-mails, with placeholders',
  matter_reference_counters: "an organisation's last matter number",
  modulus_editions: "Vocalink's published bank modulus tables",
  screening_lists: 'when each published list was imported',
  terms_versions: 'the published terms and conditions',
  estate_sharing: 'what a firm shares with an estate’s charities (switches)',
  estate_progress_seen: 'which progress state a charity has seen',
  estate_lead_choices: 'which charity leads an estate',
  retention_rules: "a firm's retention periods, by category",
  retention_notices: 'when a matter’s category was listed as due and when it was erased',
  legacy_retention_notices: 'when a charity’s legacy was listed as due and when it was erased',
};

/** The source files that encrypt stored values (encryptText), apart from lib/crypto.ts itself. */
export const ENCRYPTING_MODULES: Record<string, string[]> = {
  'features/individuals/individual-secrets.ts': ['individuals'],
  'features/bank-accounts/bank-account-secrets.ts': ['bank_accounts'],
  'features/estate-register/estate-item-secrets.ts': ['estate_items'],
  'features/file-notes/file-note-secrets.ts': ['file_notes'],
  'features/client-requests/client-requests.service.ts': ['client_requests'],
  'features/organisations/organisation-settings.service.ts': ['organisations'],
  'mail/outbox.ts': ['mail_outbox'],
  'identity/totp.ts': ['user_totp'],
  'identity/keys.ts': ['identity_secrets'],
  // The archive's key check is sealed into the archive's manifest, not a table.
  'lifecycle/backup/export.ts': [],
};
