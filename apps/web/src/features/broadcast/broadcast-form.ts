import { BROADCAST_MESSAGE_MAX, BROADCAST_TEXTS } from '@probity/domain';

export interface BroadcastForm {
  message: string;
  individuals: boolean;
  charities: boolean;
}

export interface BroadcastErrors {
  message?: string;
  groups?: string;
}

/** spec 02 §5 Broadcast: a message (not empty, at most 10000 characters) and at least one group. */
export function validateBroadcast(form: BroadcastForm): BroadcastErrors {
  const errors: BroadcastErrors = {};
  if (form.message.trim() === '') errors.message = BROADCAST_TEXTS.emptyMessage;
  else if (form.message.length > BROADCAST_MESSAGE_MAX)
    errors.message = `The message can be at most ${BROADCAST_MESSAGE_MAX} characters.`;
  if (!form.individuals && !form.charities) errors.groups = BROADCAST_TEXTS.noGroup;
  return errors;
}

/** The groups as words: individuals, charities, or individuals and charities. */
export function groupWords(form: Pick<BroadcastForm, 'individuals' | 'charities'>): string {
  if (form.individuals && form.charities) return 'individuals and charities';
  return form.individuals ? 'individuals' : 'charities';
}
