import type { RecipientID } from './records-of-processing.parties.js';
import type { RetentionID } from './records-of-processing.retention.js';

/*
 * Issue 19, Records of processing (UK GDPR Art. 30): the source of truth for
 * docs/records-of-processing.md and its download. Each category names the tables and columns that
 * hold it (SQL names); `encrypted` columns are encrypted by the application (lib/crypto.ts).
 * records-of-processing.test.ts holds this to the schema: every table is here or in
 * TABLES_WITHOUT_PERSONAL_DATA (records-of-processing.tables.ts), every listed column exists, every encrypted column is listed.
 */

export interface TableEntry {
  table: string;
  /** The columns holding personal data, in clear. */
  columns: string[];
  /** Columns encrypted at rest by the application. */
  encrypted?: string[];
  /** Columns holding only a one-way hash (or a public key) of a secret. */
  hashed?: string[];
}

export interface DataCategory {
  id: string;
  title: string;
  subjects: string;
  purpose: string;
  lawfulBasis: string;
  tables: TableEntry[];
  /** Files in file storage (always encrypted at rest). */
  files?: string;
  recipients: RecipientID[];
  retention: RetentionID;
}

export const CONTROLLER_NOTE =
  'Each firm or charity using Probity is the controller of the personal data it puts in; the operator of the Probity installation processes it on their behalf. Organisation admins name their controller details, data protection officer and lawful bases in their own records; this document describes what the software holds and does.';

const ADDRESS = [
  'address_line1',
  'address_line2',
  'address_line3',
  'city_town',
  'county',
  'post_code',
  'country',
];
const IDENTITY_DOCUMENTS = ['nino', 'passport', 'passport_mrz', 'driving_licence', 'id_card', 'travel_visa'];

export const DATA_CATEGORIES: DataCategory[] = [
  {
    id: 'individuals',
    title: 'People on a matter',
    subjects: 'Clients, the deceased, executors, beneficiaries and other parties to a matter',
    purpose:
      'Acting on the matter (probate, estate administration, wills) and contacting the people involved.',
    lawfulBasis:
      'Contract with the client; legal obligation; legitimate interests in administering the estate.',
    tables: [
      {
        table: 'individuals',
        columns: [
          'title',
          'first_name',
          'middle_names',
          'surname',
          'gender',
          'dob',
          'date_of_death',
          'telephone',
          'mobile_telephone',
          ...ADDRESS,
          'email_address',
          'bank_name',
          'bank_account_name',
          'bank_account_verified',
          'bank_account_verification',
        ],
        encrypted: [...IDENTITY_DOCUMENTS, 'bank_sort_code', 'bank_account_number'],
      },
      {
        table: 'matters',
        columns: ['title', 'default_title', 'people_names', 'date_of_death', 'probate_reference'],
      },
      { table: 'estate_legacies', columns: ['beneficiary_name', 'amount', 'description'] },
      { table: 'estate_lifetime_gifts', columns: ['recipient', 'given_on', 'amount'] },
      { table: 'estate_accounts_approvals', columns: ['beneficiary_name', 'method', 'approved_on'] },
    ],
    recipients: ['organisationUsers', 'checkProviders', 'email', 'platformAdministrators'],
    retention: 'matterRecords',
  },
  {
    id: 'due-diligence',
    title: 'Identity checks and customer due diligence',
    subjects: 'Clients and others whose identity the firm must verify',
    purpose:
      'Customer due diligence, sanctions and PEP screening and risk assessment under the Money Laundering Regulations 2017.',
    lawfulBasis:
      'Legal obligation (MLR 2017 regs. 27, 28, 33, 35, 40); criminal-offence data under DPA 2018 Sch. 1.',
    tables: [
      {
        table: 'check_results',
        columns: [
          'service',
          'provider',
          'provider_reference',
          'passed',
          'score',
          'sanction_match',
          'pep_match',
          'invalid_docs',
          'result_date',
          'components',
          'matches',
        ],
      },
      { table: 'check_resolutions', columns: ['decision', 'reason', 'resolved_by_name'] },
      {
        table: 'risk_assessments',
        columns: [
          'customer_risk',
          'customer_note',
          'geographic_risk',
          'geographic_note',
          'product_risk',
          'product_note',
          'delivery_channel_risk',
          'delivery_channel_note',
          'computed_rating',
          'overall_rating',
          'overall_reason',
          'sign_off_note',
        ],
      },
      { table: 'funds_notes', columns: ['kind', 'text'] },
      { table: 'funds_note_documents', columns: ['document_id'] },
      {
        table: 'screening_alerts',
        columns: ['matched_name', 'explanation', 'outcome', 'score', 'resolution', 'resolution_note'],
      },
      { table: 'server_notifications', columns: ['message', 'individual_id', 'check_result_id'] },
    ],
    files:
      'Evidence uploaded as documents (see Documents and messages); check reports are drawn on demand from these rows.',
    recipients: ['organisationUsers', 'checkProviders', 'platformAdministrators'],
    retention: 'identityChecks',
  },
  {
    id: 'matter-work',
    title: 'Matter work: notes, tasks, requests and the estate',
    subjects: 'Clients, the deceased and the people named in the estate',
    purpose:
      'Recording the work on a matter and the estate: assets, liabilities, transactions, accounts, dates.',
    lawfulBasis: 'Contract with the client; legal obligation (estate accounts, inheritance tax).',
    tables: [
      {
        table: 'file_notes',
        columns: ['kind', 'attendance_mode', 'occurred_at', 'duration_minutes'],
        encrypted: ['text'],
      },
      { table: 'file_note_documents', columns: ['document_id'] },
      { table: 'tasks', columns: ['title', 'detail', 'due_date'] },
      { table: 'client_requests', columns: ['title', 'detail', 'comment'], encrypted: ['answer'] },
      { table: 'client_request_documents', columns: ['document_id'] },
      {
        table: 'estate_items',
        columns: ['description', 'institution', 'value_at_death', 'realised_amount'],
        encrypted: ['reference'],
      },
      { table: 'estate_transactions', columns: ['description', 'amount', 'date'] },
      { table: 'estate_accounts_finals', columns: ['accounts'] },
      {
        table: 'estate_facts',
        columns: [
          'home_to_descendants',
          'home_to_descendants_value',
          'gazette_notice_on',
          'local_paper_notice_on',
        ],
      },
      { table: 'probate_stages', columns: ['stage', 'stage_on', 'reason'] },
      { table: 'estate_deadline_reminders', columns: ['recipients'] },
      { table: 'activity_entries', columns: ['reference', 'text', 'user_id'] },
    ],
    recipients: ['organisationUsers', 'charities', 'email', 'platformAdministrators'],
    retention: 'matterRecords',
  },
  {
    id: 'documents-messages',
    title: 'Documents and messages',
    subjects: 'Anyone a document or message is about or written by',
    purpose: 'Keeping the matter file and talking with clients, colleagues and charities.',
    lawfulBasis: 'Contract with the client; legitimate interests.',
    tables: [
      { table: 'documents', columns: ['name', 'mime_type', 'file_size', 'storage_key', 'uploaded_by'] },
      { table: 'document_versions', columns: ['name', 'storage_key', 'uploaded_by'] },
      { table: 'document_users', columns: ['user_id'] },
      { table: 'document_templates', columns: ['name', 'storage_key', 'uploaded_by'] },
      { table: 'conversations', columns: ['conversation_type', 'individual_id', 'created_by'] },
      { table: 'conversation_messages', columns: ['message', 'user_id'] },
      { table: 'conversation_users', columns: ['user_id', 'last_viewed', 'muted'] },
      { table: 'message_tags', columns: ['user_id', 'has_read'] },
    ],
    files:
      'Document and attachment bodies, their versions and letter templates, encrypted (AES-256-GCM) before they are stored.',
    recipients: ['organisationUsers', 'charities', 'fileStorage', 'malwareScan', 'platformAdministrators'],
    retention: 'matterRecords',
  },
  {
    id: 'legacies',
    title: 'Legacies notified to charities',
    subjects: 'The deceased, executors and the contacts of an estate',
    purpose: 'A charity receiving and following a legacy; the firm notifying it.',
    lawfulBasis: "Legitimate interests of the charity and the estate's personal representatives.",
    tables: [
      {
        table: 'legacies',
        columns: [
          'reference',
          'charity_reference',
          'probate_reference',
          'date_of_death',
          'date_of_probate',
          'date_of_will',
          'payment_reference',
          'notified_by',
        ],
      },
      { table: 'legacy_details', columns: ['description', 'amount_pence'] },
      { table: 'legacy_contacts', columns: ['role', 'name', 'email_address', 'phone', 'address'] },
      { table: 'legacy_estate_notes', columns: ['note'] },
      { table: 'matter_charities', columns: ['charity_name', 'legacy_id'] },
    ],
    recipients: ['organisationUsers', 'charities', 'email', 'platformAdministrators'],
    retention: 'legacies',
  },
  {
    id: 'users',
    title: 'User accounts and sign-in',
    subjects: "Staff of firms and charities, clients using the portal, the operator's administrators",
    purpose: 'Signing in, second factors, permissions, notifications and digests.',
    lawfulBasis: 'Contract (terms of use); legitimate interests in securing the service.',
    tables: [
      {
        table: 'users',
        columns: [
          'title',
          'first_name',
          'surname',
          'email_address',
          'profile_image',
          'roles',
          'last_login',
          'external_subject',
          'legacy_notifications',
        ],
        hashed: ['password_hash'],
      },
      {
        table: 'pending_registrations',
        columns: ['first_name', 'surname', 'email_address'],
        hashed: ['password_hash', 'token_hash'],
      },
      { table: 'user_totp', columns: ['confirmed_at'], encrypted: ['secret_encrypted'] },
      { table: 'user_recovery_codes', columns: ['used_at'], hashed: ['code_hash'] },
      { table: 'user_tokens', columns: ['purpose', 'expires_at'], hashed: ['token_hash'] },
      { table: 'passkeys', columns: ['name', 'device_type', 'last_used_at'], hashed: ['public_key'] },
      { table: 'passkey_challenges', columns: ['user_id'] },
      { table: 'sign_in_failures', columns: ['key', 'failures', 'last_failure_at'] },
      { table: 'oidc_payloads', columns: ['payload', 'last_active_at'] },
      { table: 'terms_acceptances', columns: ['user_id', 'version', 'accepted_at'] },
      { table: 'matter_team', columns: ['user_id'] },
      { table: 'legacy_team', columns: ['user_id'] },
      { table: 'task_digests', columns: ['user_id', 'task_count'] },
    ],
    recipients: ['organisationUsers', 'email', 'platformAdministrators'],
    retention: 'accounts',
  },
  {
    id: 'mail',
    title: 'E-mail sent',
    subjects: 'Recipients of e-mail from Probity (users, clients, charity contacts)',
    purpose: 'Sending notifications, requests, digests and account messages, and retrying until delivered.',
    lawfulBasis: 'Contract; legitimate interests.',
    tables: [
      {
        table: 'mail_outbox',
        columns: ['to_address', 'subject', 'html', 'text_body', 'last_error'],
        encrypted: ['sealed_body'],
      },
    ],
    recipients: ['email'],
    retention: 'mail',
  },
  {
    id: 'organisations',
    title: 'Organisations, their bank accounts and integrations',
    subjects: "Contacts of firms and charities (by user), charities' bank accounts",
    purpose:
      "Running each organisation's account, paying legacies into a charity's account, calling its check provider.",
    lawfulBasis: 'Contract with the organisation.',
    tables: [
      {
        table: 'organisations',
        columns: ['main_contact_user', 'billing_contact_user', 'technical_contact_user'],
        encrypted: ['integration_details'],
      },
      {
        table: 'bank_accounts',
        columns: ['bank_name', 'account_name', 'primary_contact_user_id'],
        encrypted: ['sort_code', 'account_number'],
      },
    ],
    recipients: ['organisationUsers', 'charities', 'checkProviders', 'platformAdministrators'],
    retention: 'accounts',
  },
  {
    id: 'audit',
    title: 'Audit trail',
    subjects: 'Every user, and the people whose records they changed or read (by id)',
    purpose:
      "Accountability: who changed or read what, when and from where; the MLRO's and admins' oversight.",
    lawfulBasis: 'Legal obligation (UK GDPR Arts. 5(2), 32); legitimate interests in security.',
    tables: [{ table: 'audit_events', columns: ['actor_user_id', 'object_id', 'ip', 'details'] }],
    recipients: ['organisationUsers', 'platformAdministrators'],
    retention: 'audit',
  },
  {
    id: 'rights-requests',
    title: 'Subject access exports',
    subjects: 'The people a subject access export was made for, and who asked for it',
    purpose:
      'Answering a request for a copy of personal data (UK GDPR Arts. 15 and 20), and showing what went out, to whom and when.',
    lawfulBasis: 'Legal obligation (UK GDPR Arts. 12, 15 and 20).',
    tables: [
      {
        table: 'subject_access_exports',
        columns: ['individual_id', 'requested_by', 'requested_at', 'file_name', 'manifest'],
      },
    ],
    files: 'The export archive (data.json, the person’s documents, a PDF summary), until it expires.',
    recipients: ['organisationUsers', 'fileStorage'],
    retention: 'subjectAccessExports',
  },
  {
    id: 'retention',
    title: 'Legal holds and erasures',
    subjects: 'The firm’s staff who set or lift a hold or erase records; the matters they concern',
    purpose:
      'Keeping records no longer than needed (UK GDPR Art. 5(1)(e), MLR 2017 reg. 40), stopping the clock while a matter is under a legal hold, and showing what was erased, when and under which rule.',
    lawfulBasis: 'Legal obligation (UK GDPR Arts. 5(1)(e) and 17; MLR 2017 reg. 40).',
    tables: [
      { table: 'legal_holds', columns: ['reason', 'set_by', 'lifted_by', 'lift_reason'] },
      { table: 'erasure_reports', columns: ['matter_reference', 'erased_by'] },
    ],
    recipients: ['organisationUsers'],
    retention: 'audit',
  },
  {
    id: 'public-registers',
    title: 'Published registers',
    subjects:
      'Charity trustees and contacts (Charity Commission register); designated persons (UK Sanctions List, PEP lists)',
    purpose: 'Finding charities named in a will; screening clients against sanctions and PEP lists.',
    lawfulBasis: 'Legal obligation (sanctions screening); legitimate interests; the data is published.',
    tables: [
      {
        table: 'charity_register',
        columns: [
          'trustees',
          'phone',
          'email',
          'address1',
          'address2',
          'address3',
          'address4',
          'address5',
          'postcode',
        ],
      },
      {
        table: 'screening_designations',
        columns: ['names', 'non_latin_names', 'dobs', 'nationalities', 'positions', 'other_information'],
      },
    ],
    recipients: ['organisationUsers'],
    retention: 'public',
  },
  {
    id: 'platform-secrets',
    title: "The installation's own secrets (no personal data)",
    subjects: 'None: the identity server’s cookie secret and signing keys',
    purpose: 'Signing sessions and tokens, shared by every instance.',
    lawfulBasis: 'Not personal data; listed because it is encrypted at rest.',
    tables: [{ table: 'identity_secrets', columns: [], encrypted: ['value'] }],
    recipients: [],
    retention: 'accounts',
  },
];
