/** User-facing texts the spec quotes, word for word (spec 01 §2, §4, §8). */
export const TEXTS = {
  loadingPhases: ['Verifying authentication...', 'Downloading configurations...', 'Getting things ready...'],
  dashboardGreetingSubtitle: 'Here is a summary of your activity',
  termsBanner: 'Action required: You have to accept the new terms and conditions before using the product',
  accessDenied: 'Access denied',
  signInClosed: 'The user closed the window.',
  signInError: 'There was an error signing in.',
  logoutNotFromPage: 'The logout was not initiated from within the page.',
  logoutSuccess: 'You successfully logged out!',
  couldNotLoadSettings: 'Could not load settings',
  invalidReturnUrl: 'Invalid return url. The return url needs to have the same origin as the current page.',
  confirmTitle: 'Are you sure',
  confirmYes: 'Yes',
  confirmNo: 'No',
  cantEditUsers: "You can't edit other users",
  cantRemoveUsers: "You can't remove other users",
  noUsers: 'No users to display.',
  noRoles: 'No roles',
  noMatters: 'No matters to display.',
  underConstruction: 'This page has either not been implemented yet, or is under construction.',
  couldNotLoadData: 'Could not load data.',
  updatingUser: (first: string, surname: string) => `Updating user ${first} ${surname}`,
  userUpdated: (first: string, surname: string) => `User ${first} ${surname} updated!`,
  errorPrefix: 'Error: ',
  requiredParameter: (name: 'id' | 'name', call: string) =>
    `Required parameter ${name} was null or undefined when calling ${call}.`,
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** Validation messages (spec 01 §5). */
export const VALIDATION = {
  required: 'Required',
  tooManyCharacters: (max: number, actual: number) => `Too many characters (${actual}/${max})`,
  invalidFormat: 'Invalid format',
  invalidEmail: 'Enter a valid email',
} as const;
