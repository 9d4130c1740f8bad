import { MATTER_TEXTS } from './texts.js';

/**
 * The activity actions, per activity type: spec 01 §3 "Activity entry" for matters, individuals,
 * users, documents and checks, and the legacy's own changes (issue 11: the charity's feed). A
 * closed list, so a feature cannot write an action the feed does not know and every action has
 * its words (activityPhrase below, tested for each).
 */
export const ACTIVITY_ACTIONS = {
  matter: ['added', 'changed_details', 'deleted', 'broadcast'],
  individual: ['added', 'changed_details', 'deleted', 'perform_check', 'check_invitation'],
  user: ['added_to_team', 'changed_details', 'removed_from_team', 'set_owner', 'message'],
  document: ['added', 'delete_document', 'new_version'],
  check: ['perform_check'],
  /** Issue 14: the client request list ("What we need from you"). */
  request: ['added', 'answered', 'uploaded', 'accepted', 'reopened', 'withdrawn'],
  legacy: [
    'added',
    'deleted',
    'status_changed',
    /** The firm changed the status of the matter that holds the legacy (the legacy's status). */
    'matter_status_changed',
    'changed_details',
    'detail_added',
    'detail_changed',
    'detail_removed',
    'bank_account_chosen',
    'bank_account_cleared',
    'bank_account_shared',
    'bank_account_hidden',
    /** The nominated account was deleted from the charity's bank accounts. */
    'bank_account_removed',
    'team_added',
    'deceased_set',
    'deceased_removed',
    'expected_receipt_changed',
    /** Issue 17: a change of the estate's progress the charity can see (the text says which, no figure). */
    'estate_progress',
    /** Issue 17: the charity chose the lead of the charities sharing the residue (object: its name). */
    'estate_lead_chosen',
    /** Issue 17: the charity changed its own note beside the estate's figures. */
    'estate_note_changed',
    /** Issue 17: the lead charity approved the final estate accounts for this charity (object: the lead). */
    'estate_accounts_approved',
  ],
  /** Issue 14: file and attendance notes (never the client's: CLIENT_HIDDEN_ACTIVITY_TYPES). The object is the note's kind. */
  note: ['added', 'changed', 'deleted'],
  /** Issue 14: tasks on a matter; the object is the task's title. Firm-only (CLIENT_HIDDEN_ACTIVITY_TYPES). */
  task: ['added', 'done', 'reopened', 'deleted'],
  /**
   * Issue 17: the estate's register of assets and liabilities and its receipts and payments; the
   * object is what changed ('an asset', 'a payment'), never a figure or a reference. Firm-only.
   */
  estate: ['added', 'changed', 'deleted', 'exported', 'finalised', 'approval_recorded', 'approved'],
} as const;

export type ActivityType = keyof typeof ACTIVITY_ACTIONS;

export type ActivityAction<T extends ActivityType> = (typeof ACTIVITY_ACTIONS)[T][number];
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_ACTIONS) as [ActivityType, ...ActivityType[]];

/**
 * Issue 14: the kinds of entry a matter's individuals never see: file and attendance notes (the
 * firm's working papers, legal privilege), the firm's tasks (its working list), the legacies of the
 * matter (the charities' business) and the client requests (an item may be asked of another client of
 * the matter; each client sees their own on the Requests page).
 */
export const CLIENT_HIDDEN_ACTIVITY_TYPES: readonly ActivityType[] = [
  'note',
  'task',
  'legacy',
  'request',
  'estate',
];
/**
 * Issue 14: the kinds whose object names a person or a file a matter's individual may not see: the
 * feed shows them one only about themself (individual, check) or a document they may open.
 */
export const CLIENT_FILTERED_ACTIVITY_TYPES = {
  person: ['individual', 'check'],
  document: ['document'],
} as const satisfies Record<string, readonly ActivityType[]>;

/** Issue 14: the kinds of entry as the matter's Activity tab filters them (activityType). */
export const ACTIVITY_KIND_LABELS: Record<ActivityType, string> = {
  matter: 'Matter',
  individual: 'Individuals',
  user: 'Team and messages',
  document: 'Documents',
  check: 'Checks',
  legacy: 'Legacies',
  note: 'Notes',
  request: 'Client requests',
  task: 'Tasks',
  estate: 'Estate administration',
};

/** The kinds a viewer can filter a matter's activity by: those hidden from the client only for the firm's staff. */
export function matterActivityKinds(isFirmStaff: boolean): ActivityType[] {
  return ACTIVITY_TYPES.filter((t) => isFirmStaff || !CLIENT_HIDDEN_ACTIVITY_TYPES.includes(t));
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What the words of an entry are made of (GET /api/Activity/ answers these fields). */
export interface ActivityWordsInput {
  activityType: string;
  action: string;
  reference: string | null;
  object: string | null;
  text: string | null;
  /** null: no named actor (System). organisationName: the actor is of another organisation. */
  user: { name: string; organisationName?: string | null } | null;
}

/**
 * An entry as words: `{actor} {verb} {reference}{rest}`. Where the reference is shown, the web links
 * it (to the matter for firm staff, to the legacy for a charity).
 */
export interface ActivitySentence {
  actor: string;
  verb: string;
  reference: string | null;
  rest: string;
}

interface Phrase {
  verb: string;
  withReference: boolean;
  /** What follows the reference; by default ": {text}" when the entry has a text. */
  rest?: string;
}

const STATUS_CHANGE = /^Changed status to /;

/** 'YYYY-MM-DD' as the screens show dates (DD/MM/YYYY); anything else as it is. */
export function ukDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

export const ACTIVITY_TEXTS = {
  /** The legacy area's Activity section (issue 11). */
  legacyNav: 'Activity',
  legacyTitle: 'Activity',
  legacyDescription: 'What your charity and the law firm did on this legacy, newest first.',
  legacyEmpty: 'No activity on this legacy yet.',
  /** Issue 14: the matter's Activity tab. */
  matterNav: 'Activity',
  matterTitle: 'Activity',
  matterDescription: 'Everything that happened on this matter that you may see, newest first.',
  matterEmpty: 'No activity on this matter yet.',
  matterEmptyOfKind: 'No activity of this kind on this matter yet.',
  kindFilterLabel: 'Kind',
  allKinds: 'All kinds',
  loadFailed: 'The activity could not be loaded.',
  notForecast: 'Not forecast',
  withTheFirm: ' with the firm',
  fromTheFirm: ' from the firm',
} as const;

function legacyPhrase(action: string, object: string, text: string): Phrase | null {
  switch (action) {
    case 'added':
      return { verb: `added the legacy ${object}`, withReference: false };
    case 'deleted':
      return { verb: `deleted the legacy ${object}`, withReference: false };
    case 'status_changed':
    case 'matter_status_changed':
      return { verb: 'changed the status of', withReference: true, rest: text ? ` to ${text}` : '' };
    case 'changed_details':
      return { verb: 'changed the details of', withReference: true };
    case 'detail_added':
      return { verb: `added the legacy detail "${object}" to`, withReference: true };
    case 'detail_changed':
      return { verb: `changed the legacy detail "${object}" on`, withReference: true };
    case 'detail_removed':
      return { verb: `removed the legacy detail "${object}" from`, withReference: true };
    case 'bank_account_chosen':
      return { verb: 'chose the bank account nominated on', withReference: true, rest: '' };
    case 'bank_account_cleared':
      return { verb: 'removed the nominated bank account from', withReference: true, rest: '' };
    case 'bank_account_shared':
      return {
        verb: 'shared the bank account nominated on',
        withReference: true,
        rest: ACTIVITY_TEXTS.withTheFirm,
      };
    case 'bank_account_hidden':
      return {
        verb: 'hid the bank account nominated on',
        withReference: true,
        rest: ACTIVITY_TEXTS.fromTheFirm,
      };
    case 'bank_account_removed':
      return {
        verb: 'deleted the bank account nominated on',
        withReference: true,
        rest: ': the legacy has no nominated account now',
      };
    case 'team_added':
      return { verb: `added ${object} to the team of`, withReference: true, rest: '' };
    case 'deceased_set':
      return { verb: `recorded ${object} as the deceased of`, withReference: true, rest: '' };
    case 'deceased_removed':
      return { verb: 'removed the deceased from', withReference: true, rest: '' };
    case 'expected_receipt_changed':
      return {
        verb: 'changed the expected receipt date of',
        withReference: true,
        rest: `: ${text ? ukDate(text) : ACTIVITY_TEXTS.notForecast}`,
      };
    case 'estate_lead_chosen':
      return { verb: `chose ${object} as the lead charity of the residue of`, withReference: true, rest: '' };
    case 'estate_accounts_approved':
      return {
        verb: `approved the final estate accounts as ${object || 'the lead charity'} for`,
        withReference: true,
        rest: '',
      };
    case 'estate_note_changed':
      return { verb: 'changed the note on the estate’s figures of', withReference: true, rest: '' };
    case 'estate_progress':
      return { verb: 'updated the estate’s progress on', withReference: true, rest: text ? `: ${text}` : '' };
    default:
      return null;
  }
}

/** Issue 14: a note's entry never carries its text (privileged); the object is its kind. */
function notePhrase(action: string, object: string): Phrase | null {
  switch (action) {
    case 'added':
      return { verb: `recorded ${withArticle(object)} on`, withReference: true, rest: '' };
    case 'changed':
      return { verb: `changed ${withArticle(object)} on`, withReference: true, rest: '' };
    case 'deleted':
      return { verb: `deleted ${withArticle(object)} from`, withReference: true, rest: '' };
    default:
      return null;
  }
}

/** The words of an entry's activity type and action (spec 01 §3, issue 11 for legacies). */
export function activityPhrase(entry: Omit<ActivityWordsInput, 'user' | 'reference'>): Phrase | null {
  const object = entry.object ?? '';
  const text = entry.text ?? '';
  if (entry.activityType === 'legacy') return legacyPhrase(entry.action, object, text);
  if (entry.activityType === 'note') return notePhrase(entry.action, object || 'note');
  switch (`${entry.activityType}.${entry.action}`) {
    case 'matter.added':
      return { verb: 'created the matter', withReference: true };
    case 'matter.changed_details':
      return STATUS_CHANGE.test(text)
        ? { verb: 'changed the status of', withReference: true }
        : { verb: 'changed the details of', withReference: true };
    case 'matter.deleted':
      return { verb: 'deleted the matter', withReference: true };
    case 'matter.broadcast':
      return { verb: 'sent a broadcast message on', withReference: true };
    case 'individual.added':
      return { verb: `added ${object} to`, withReference: true };
    case 'individual.changed_details':
      return { verb: `changed the details of ${object} on`, withReference: true };
    case 'individual.deleted':
      return { verb: `removed ${object} from`, withReference: true };
    case 'individual.perform_check':
    case 'check.perform_check':
      return { verb: `performed a check on ${object} on`, withReference: true };
    case 'individual.check_invitation':
      return { verb: `invited ${object} to complete a check on`, withReference: true };
    case 'user.added_to_team':
      return { verb: `added ${object} to the team of`, withReference: true };
    case 'user.removed_from_team':
      return { verb: `removed ${object} from the team of`, withReference: true };
    case 'user.set_owner':
      return { verb: `made ${object} the owner of`, withReference: true };
    case 'user.changed_details':
      return { verb: `changed the details of ${object}`, withReference: false };
    case 'user.message':
      return { verb: 'sent a message on', withReference: true };
    case 'document.added':
      return { verb: `added the document ${object} to`, withReference: true };
    case 'document.delete_document':
      return { verb: `deleted the document ${object} from`, withReference: true };
    case 'request.added':
      return { verb: `asked the client for "${object}" on`, withReference: true };
    case 'request.answered':
      return { verb: `answered "${object}" on`, withReference: true, rest: '' };
    case 'request.uploaded':
      return { verb: `uploaded ${text || 'a file'} for "${object}" on`, withReference: true, rest: '' };
    case 'request.accepted':
      return { verb: `accepted "${object}" on`, withReference: true };
    case 'request.reopened':
      return { verb: `sent "${object}" back to the client on`, withReference: true, rest: '' };
    case 'request.withdrawn':
      return { verb: `withdrew the request "${object}" on`, withReference: true };
    case 'document.new_version':
      return { verb: `uploaded a new version of the document ${object} to`, withReference: true };
    case 'task.added':
      return { verb: `added the task "${object}" to`, withReference: true };
    case 'task.done':
      return { verb: `completed the task "${object}" on`, withReference: true };
    case 'task.reopened':
      return { verb: `reopened the task "${object}" on`, withReference: true };
    case 'task.deleted':
      return { verb: `deleted the task "${object}" from`, withReference: true };
    // Issue 17: what changed in the estate's register, never its figures.
    case 'estate.added':
      return { verb: `recorded ${object || 'an item'} in the estate of`, withReference: true, rest: '' };
    case 'estate.changed':
      return { verb: `changed ${object || 'an item'} in the estate of`, withReference: true, rest: '' };
    case 'estate.deleted':
      return { verb: `deleted ${object || 'an item'} from the estate of`, withReference: true, rest: '' };
    // Issue 17: the estate accounts' exports, finalising and approval (the object names the format).
    case 'estate.exported':
      return {
        verb: `exported the estate accounts${object ? ` (${object})` : ''} of`,
        withReference: true,
        rest: '',
      };
    case 'estate.finalised':
      return { verb: 'marked final the estate accounts of', withReference: true, rest: '' };
    case 'estate.approval_recorded':
      return {
        verb: "recorded a beneficiary's approval of the estate accounts of",
        withReference: true,
        rest: '',
      };
    case 'estate.approved':
      return { verb: 'approved the estate accounts of', withReference: true, rest: '' };
    default:
      return null;
  }
}

/** The actor as shown: the name, with the organisation when the actor is of another (a firm user in a charity's feed). */
export function activityActor(user: ActivityWordsInput['user']): string {
  if (!user) return MATTER_TEXTS.system;
  return user.organisationName ? `${user.name} (${user.organisationName})` : user.name;
}

export function activitySentence(entry: ActivityWordsInput): ActivitySentence {
  const phrase = activityPhrase(entry) ?? {
    verb: `${entry.action.replaceAll('_', ' ')} ${entry.object ?? ''}`.trim(),
    withReference: true,
  };
  const reference = phrase.withReference ? entry.reference : null;
  // Without a reference in the sentence, a verb ending in a preposition reads on the object alone.
  const verb = reference ? phrase.verb : phrase.verb.replace(/\s+(to|of|on|from)$/, '');
  return {
    actor: activityActor(entry.user),
    verb: verb.replace(/\s+/g, ' ').trim(),
    reference,
    rest: phrase.rest ?? (entry.text ? `: ${entry.text}` : ''),
  };
}

/** The whole sentence as plain text (the feed's words, also the notification e-mails'). */
export function activityText(entry: ActivityWordsInput): string {
  const s = activitySentence(entry);
  return `${s.actor} ${s.verb}${s.reference ? ` ${s.reference}` : ''}${s.rest}`;
}
