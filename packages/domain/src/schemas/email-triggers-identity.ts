import { type EmailTrigger, firstName, link } from './email-trigger-fields.js';

/**
 * The e-mail triggers of accounts and signing in: invitations, passwords, registration, the second
 * factor (spec 01 §3; EMAIL_TRIGGERS in email-template.ts).
 */
export const IDENTITY_TRIGGERS = [
  {
    name: 'UserInvitation',
    description:
      'A user is added (Add User, New Member, a new administrator) and is invited to choose a password.',
    placeholders: [
      firstName,
      { name: 'surname', description: "The recipient's surname", sample: 'Morgan' },
      {
        name: 'emailAddress',
        description: 'The address they sign in with',
        sample: 'alex.morgan@example.com',
      },
      {
        name: 'organisationName',
        description: 'The company they join (may be empty)',
        sample: 'Harbour Finch LLP',
      },
      { name: 'invitedBy', description: 'Who added them (may be empty)', sample: 'Jamie Carter' },
      {
        name: 'matterReference',
        description: 'The matter a client is invited to follow (empty for a staff user)',
        sample: 'HF/EST/0001',
      },
      link('The link to choose a password', 'https://probity.example/identity/accept-invitation?token=…'),
      { name: 'validFor', description: 'How long the link works', sample: '7 days' },
    ],
  },
  {
    name: 'PasswordReset',
    description: 'A password reset is asked for (Forgot your password?, or Reset password on a member).',
    placeholders: [
      firstName,
      { name: 'surname', description: "The recipient's surname", sample: 'Morgan' },
      {
        name: 'emailAddress',
        description: 'The address they sign in with',
        sample: 'alex.morgan@example.com',
      },
      link('The link to choose a new password', 'https://probity.example/identity/reset-password?token=…'),
      { name: 'validFor', description: 'How long the link works', sample: '1 hour' },
    ],
  },
  {
    name: 'RegistrationConfirm',
    description: 'Somebody registers (Create your account) and confirms their e-mail address to finish.',
    placeholders: [
      firstName,
      {
        name: 'emailAddress',
        description: 'The address they registered',
        sample: 'alex.morgan@example.com',
      },
      link(
        'The link that creates the account',
        'https://probity.example/identity/confirm-registration?token=…',
      ),
      { name: 'validFor', description: 'How long the link works', sample: '24 hours' },
    ],
  },
  {
    name: 'RegistrationExists',
    description:
      'Somebody registers with an address that already has an account: its owner is told instead (the page says the same either way).',
    placeholders: [
      firstName,
      {
        name: 'emailAddress',
        description: 'The address of the account',
        sample: 'alex.morgan@example.com',
      },
      link('The page to reset the password', 'https://probity.example/identity/forgot-password'),
    ],
  },
  {
    name: 'SecondFactorReset',
    description:
      "An administrator reset the user's second factor (issue 13): they set one up again at their next sign-in.",
    placeholders: [
      firstName,
      { name: 'resetBy', description: 'The administrator who reset it', sample: 'Jamie Carter' },
      link('The sign-in security page of their account', 'https://probity.example/identity/account/security'),
    ],
  },
] as const satisfies readonly EmailTrigger[];
