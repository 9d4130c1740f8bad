import type { EmailTriggerName } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { emailTemplates } from '../db/schema/index.js';

export interface DefaultTemplate {
  subject: string;
  templateContent: string;
}

const P = 'style="margin:0 0 16px"';

/** The house style of Probity's e-mails: one column, a greeting, paragraphs, one button. */
function layout(opts: { paragraphs: string[]; button: string; after?: string[] }): string {
  const after = (opts.after ?? []).map((line) => `<p ${P}>${line}</p>`).join('\n');
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17292b;max-width:560px">
<p ${P}>Hello {{firstName}},</p>
${opts.paragraphs.map((line) => `<p ${P}>${line}</p>`).join('\n')}
<p style="margin:24px 0"><a href="{{link}}" style="background:#0f5c63;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${opts.button}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#53676a">If the button does not work, copy this address into your browser:<br />{{link}}</p>
${after}
<p style="margin:0">Probity</p>
</div>`;
}

/**
 * The built-in template of every trigger: seeded into the database, and used by the renderer when
 * a trigger has no stored template (a fresh PostgreSQL without the demo seed still sends mail).
 */
export const DEFAULT_TEMPLATES: Record<EmailTriggerName, DefaultTemplate> = {
  UserInvitation: {
    subject:
      '{{#if matterReference}}You are invited to follow matter {{matterReference}} on Probity{{else}}You are invited to Probity{{/if}}',
    templateContent: layout({
      paragraphs: [
        // Issue 14: a client is invited to follow a matter with the firm, not to join the firm.
        '{{#if invitedBy}}{{invitedBy}} has invited you{{else}}You have been invited{{/if}}{{#if matterReference}} to follow matter {{matterReference}}{{#if organisationName}} with {{organisationName}}{{/if}} on Probity{{else}}{{#if organisationName}} to join {{organisationName}} on Probity{{else}} to Probity{{/if}}{{/if}}.',
        'Choose your password with the link below. It is valid for {{validFor}}.',
      ],
      button: 'Set your password',
      after: ['Your sign-in name is your e-mail address: {{emailAddress}}.'],
    }),
  },
  PasswordReset: {
    subject: 'Reset your Probity password',
    templateContent: layout({
      paragraphs: [
        'We received a request to reset the password of your Probity account.',
        'Choose a new password with the link below. It is valid for {{validFor}} and works once.',
      ],
      button: 'Choose a new password',
      after: ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
    }),
  },
  RegistrationConfirm: {
    subject: 'Confirm your e-mail address to finish registering with Probity',
    templateContent: layout({
      paragraphs: [
        'Thank you for registering with Probity as {{emailAddress}}.',
        'To finish, confirm your e-mail address with the link below. It is valid for {{validFor}} and works once.',
      ],
      button: 'Confirm and create my account',
      after: ['If you did not register, you can ignore this e-mail: no account will be created.'],
    }),
  },
  RegistrationExists: {
    subject: 'Somebody tried to register with your e-mail address',
    templateContent: layout({
      paragraphs: [
        'Somebody tried to create a Probity account with {{emailAddress}}, but you already have an account with this address.',
        'If it was you, sign in as usual. If you have forgotten your password, you can choose a new one with the link below.',
      ],
      button: 'Reset my password',
      after: ['If it was not you, you can ignore this e-mail: nothing has changed on your account.'],
    }),
  },
  SecondFactorReset: {
    subject: 'Your Probity second factor was reset',
    templateContent: layout({
      paragraphs: [
        '{{resetBy}} has reset the second factor of your Probity account: your authenticator app, passkeys and recovery codes no longer work for Probity.',
        'The next time you sign in, Probity asks you to set up a second factor again if your account needs one. You can also set one up now.',
      ],
      button: 'Open sign-in security',
      after: ['If you did not expect this, please contact your administrator at once.'],
    }),
  },
  CheckInvitation: {
    subject: '{{organisationName}} asks you to confirm your identity',
    templateContent: layout({
      paragraphs: [
        '{{organisationName}} asks you to complete a {{checkProduct}} identity check for matter {{matterReference}}.',
        'It takes a few minutes: have your passport or driving licence to hand.',
      ],
      button: 'Start the check',
    }),
  },
  CheckResultsReady: {
    subject: 'Identity check results for {{individualName}} are ready',
    templateContent: layout({
      paragraphs: [
        'The {{checkProduct}} identity check of {{individualName}} on matter {{matterReference}} is complete.',
        'Review the results in Probity.',
      ],
      button: 'See the results',
    }),
  },
  BankAccountShared: {
    subject: '{{charityName}} shared its bank details for {{matterReference}}',
    templateContent: layout({
      paragraphs: [
        '{{charityName}} has shared a bank account with {{firmName}} so that its legacy on matter {{matterReference}} can be paid.',
        "Open the charity's legacy in Probity to see the payment details.",
      ],
      button: 'See the payment details',
    }),
  },
  BroadcastMessage: {
    subject: 'A message about matter {{matterReference}}',
    templateContent: layout({
      paragraphs: ['{{senderName}} sent a message about matter {{matterReference}}:', '<em>{{message}}</em>'],
      button: 'Open the matter',
    }),
  },
  Mention: {
    subject: '{{senderName}} mentioned you on {{context}}',
    templateContent: layout({
      paragraphs: ['{{senderName}} mentioned you in the chat of {{context}}:', '<em>{{message}}</em>'],
      button: 'Open the chat',
    }),
  },
  LegacyActivity: {
    subject: '{{firmName}} changed legacy {{legacyReference}}',
    templateContent: layout({
      paragraphs: ['{{firmName}} changed legacy {{legacyReference}}:', '<strong>{{change}}</strong>'],
      button: "Open the legacy's activity",
      after: [
        'You receive this e-mail because you are on the team of this legacy. Choose how you hear of changes under Notifications in your profile menu.',
      ],
    }),
  },
  LegacyActivityDigest: {
    subject: 'Your legacies: {{changeCount}} by the law firms',
    templateContent: layout({
      paragraphs: [
        'The law firms made {{changeCount}} to the legacies whose team you are on since your last digest:',
        '<span style="white-space:pre-line">{{changes}}</span>',
      ],
      button: 'Open Probity',
      after: ['You receive this daily digest because you chose it under Notifications in your profile menu.'],
    }),
  },
  ScreeningAlert: {
    subject: 'Sanctions screening: new possible match on matter {{matterReference}}',
    templateContent: layout({
      paragraphs: [
        "The {{listName}} published on {{listDate}} has been screened against the individuals of your firm's open matters.",
        'An individual on matter {{matterReference}} has {{matchCount}} on it. Review the individual and record your decision.',
      ],
      button: 'Review the individual',
    }),
  },
  BankAccountWithdrawn: {
    subject: '{{charityName}} withdrew its bank details for {{matterReference}}',
    templateContent: layout({
      paragraphs: [
        '{{charityName}} has deleted the bank account it shared with {{firmName}} for its legacy on matter {{matterReference}}.',
        'Please do not pay the legacy into that account. The charity will share another account in Probity.',
      ],
      button: "Open the charity's legacy",
    }),
  },
  ClientRequestsAdded: {
    subject: '{{firmName}} needs {{itemCount}} from you for matter {{matterReference}}',
    templateContent: layout({
      paragraphs: [
        '{{firmName}} has asked you for the following on matter {{matterReference}}:',
        '<span style="white-space:pre-line">{{items}}</span>',
        'You can upload the documents and answer the questions in Probity, under "What we need from you".',
      ],
      button: 'See what is needed',
    }),
  },
  ClientRequestsReminder: {
    subject: 'Reminder: {{firmName}} still needs {{itemCount}} from you',
    templateContent: layout({
      paragraphs: [
        '{{firmName}} is still waiting for the following on matter {{matterReference}}:',
        '<span style="white-space:pre-line">{{items}}</span>',
        'If you have already sent them another way, you can tell the firm in the matter chat.',
      ],
      button: 'See what is needed',
    }),
  },
  TaskDigest: {
    subject: 'Your tasks today: {{summary}}',
    templateContent: layout({
      paragraphs: [
        'You have {{taskCount}} to look at on your matters ({{summary}}):',
        '<span style="white-space:pre-line">{{tasks}}</span>',
      ],
      button: 'Open My tasks',
      after: ['You receive this e-mail on the days when tasks assigned to you are due or overdue.'],
    }),
  },
  EstateDeadlineReminder: {
    subject: '{{matterReference}}: {{deadline}} on {{deadlineDate}}',
    templateContent: layout({
      paragraphs: [
        'A deadline on matter {{matterReference}} is a week away: {{deadline}} on {{deadlineDate}}.',
      ],
      button: 'See the key dates',
      after: ["You receive this e-mail because you are on the matter's team."],
    }),
  },
};

/**
 * Built-in templates of earlier versions, by trigger. A stored template still equal to one of
 * them was never edited by an administrator, so upgradeEmailTemplates replaces it with today's;
 * an edited one is left alone.
 */
export const FORMER_TEMPLATES: Partial<Record<EmailTriggerName, DefaultTemplate[]>> = {
  // Before issue 14 a client's invitation said "to join {firm}".
  UserInvitation: [
    {
      subject: 'You are invited to Probity',
      templateContent: layout({
        paragraphs: [
          '{{#if invitedBy}}{{invitedBy}} has invited you{{else}}You have been invited{{/if}}{{#if organisationName}} to join {{organisationName}} on Probity{{else}} to Probity{{/if}}.',
          'Choose your password with the link below. It is valid for {{validFor}}.',
        ],
        button: 'Set your password',
        after: ['Your sign-in name is your e-mail address: {{emailAddress}}.'],
      }),
    },
  ],
};

/**
 * Stores the built-in template of every trigger that has none yet; existing templates are kept.
 * Safe to run on every start or from the demo seed.
 */
export async function seedEmailTemplates(db: DbOrTx): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(Object.entries(DEFAULT_TEMPLATES).map(([name, t]) => ({ name, ...t })))
    .onConflictDoNothing({ target: emailTemplates.name });
}

/**
 * Brings the stored templates that were never edited up to today's built-in text (run at start,
 * after the migrations): a row still equal to a former built-in version is replaced; a row an
 * administrator changed stays as it is. Idempotent. Answers the triggers it upgraded.
 */
export async function upgradeEmailTemplates(db: DbOrTx): Promise<string[]> {
  const upgraded: string[] = [];
  for (const [name, formers] of Object.entries(FORMER_TEMPLATES)) {
    const current = DEFAULT_TEMPLATES[name as EmailTriggerName];
    for (const former of formers ?? []) {
      const rows = await db
        .update(emailTemplates)
        .set({ subject: current.subject, templateContent: current.templateContent, lastUpdated: new Date() })
        .where(
          and(
            eq(emailTemplates.name, name),
            eq(emailTemplates.subject, former.subject),
            eq(emailTemplates.templateContent, former.templateContent),
          ),
        )
        .returning({ name: emailTemplates.name });
      if (rows.length > 0) upgraded.push(name);
    }
  }
  return upgraded;
}
