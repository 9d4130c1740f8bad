/*
 * Issue 19, records of processing: who receives personal data, and how it is protected. Kept true
 * by hand against README.md and docs/decisions.md; the tables and columns are checked by a test.
 */

export type RecipientID =
  | 'organisationUsers'
  | 'charities'
  | 'checkProviders'
  | 'email'
  | 'fileStorage'
  | 'malwareScan'
  | 'addressLookup'
  | 'platformAdministrators'
  | 'assistant';

export const RECIPIENTS: Record<RecipientID, { title: string; what: string }> = {
  organisationUsers: {
    title: "The organisation's own users",
    what: 'Users of the firm or charity that holds the record, by role and matter team; a client sees only their own matters (My Data).',
  },
  charities: {
    title: 'Charities named in an estate',
    what: "A charity's Legacy Manager and team see the legacy the firm notifies them of, and an estate's figures and accounts only when the firm shares them (Estate progress).",
  },
  checkProviders: {
    title: 'Identity and AML check providers',
    what: "The provider the firm configures (Settings → Integrations) receives the individual's name, date of birth, address and the identity documents the check needs, and returns the result.",
  },
  email: {
    title: 'E-mail relay',
    what: "The organisation's SMTP relay (SMTP_URL) receives the recipient's address, the subject and the body of each message Probity sends.",
  },
  fileStorage: {
    title: 'File storage',
    what: "DATA_DIR/files or an S3-compatible bucket (S3_BUCKET) holds documents and attachments, encrypted by Probity before they leave it, so the store's operator holds no readable file.",
  },
  malwareScan: {
    title: 'Malware scanner',
    what: "With CLAMD_URL, every uploaded file is streamed through the operator's ClamAV daemon while it is written; nothing is kept there.",
  },
  addressLookup: {
    title: 'Address lookup',
    what: 'With ADDRESS_LOOKUP_URL, the postcode typed into an address form is sent to it.',
  },
  platformAdministrators: {
    title: 'Platform administrators',
    what: "The operator's administrators may open another organisation's records for support; each such read is audited (admin.viewed_organisation_record).",
  },
  assistant: {
    title: 'Help assistant model',
    what: 'With ASSISTANT_API_URL, the question a user types into Help and the help passages found are sent to the model; no record of a matter is sent.',
  },
};

/** The security measures (UK GDPR Art. 32), as README.md and docs/decisions.md describe them. */
export const SECURITY_MEASURES: { title: string; what: string }[] = [
  {
    title: 'Encryption at rest',
    what: 'The columns marked "encrypted" below are encrypted by the application (AES-256-GCM, a random nonce per value, each value bound to its record and field) with ENCRYPTION_KEY, which is kept outside the database and its backups. Documents, chat attachments and letter templates are encrypted the same way before they reach file storage.',
  },
  {
    title: 'Hashed secrets',
    what: 'Passwords are stored as Argon2id hashes; recovery codes and e-mailed tokens as hashes; passkeys as public keys only.',
  },
  {
    title: 'Audit of changes and sensitive reads',
    what: 'Every sign-in, change and read of protected data (identity documents and bank details in clear, check reports and results, estate references, file bodies) writes an audit event before the data is sent. The trail is append-only (database triggers refuse UPDATE, DELETE and TRUNCATE) and each event carries a SHA-256 hash chained over the previous one, verified nightly and by `npm run audit:verify`.',
  },
  {
    title: 'Second factor',
    what: 'Platform administrators always sign in with a second factor; an organisation can require one for all its users.',
  },
  {
    title: 'Role and organisation checks',
    what: "The server decides every access by role, organisation and object: another organisation's record answers 404, a forbidden action 403; sensitive values are masked for roles that may not see them.",
  },
  {
    title: 'Transport security',
    what: 'Production runs behind HTTPS (the load balancer or ingress terminates TLS); with an https PUBLIC_URL the server sends Strict-Transport-Security.',
  },
  {
    title: 'Backups',
    what: '`npm run data:export` writes a checksummed archive of every table and file, with encrypted columns and files still encrypted and without the key; `npm run data:import` restores it only into an empty target with the right key.',
  },
  {
    title: 'Logs',
    what: 'Logs carry ids and counts, never personal data, secrets or values read.',
  },
];
