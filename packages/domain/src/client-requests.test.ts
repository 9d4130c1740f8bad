import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './access/matrix.js';
import {
  CLIENT_REQUEST_REMINDER_DAYS_MAX,
  CLIENT_REQUEST_TEXTS,
  CLIENT_REQUEST_TITLE_MAX,
  ZClientRequestBatch,
  ZClientRequestInput,
} from './client-requests.js';
import { MATTER_WORKSPACE_LINKS } from './matter-workspace.js';

const paths = (input: unknown) => {
  const r = ZClientRequestInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('client request contracts', () => {
  it('takes a minimal item and fills the optional fields', () => {
    expect(ZClientRequestInput.parse({ kind: 'document', title: '  Will  ' })).toMatchObject({
      kind: 'document',
      title: 'Will',
      dueDate: null,
    });
  });

  it('names the field of each bad value', () => {
    expect(paths({ kind: 'letter', title: 'x' })).toEqual(['kind']);
    expect(paths({ kind: 'answer', title: ' ' })).toEqual(['title']);
    expect(paths({ kind: 'answer', title: 'x'.repeat(CLIENT_REQUEST_TITLE_MAX + 1) })).toEqual(['title']);
    expect(paths({ kind: 'answer', title: 'x', dueDate: '2026-02-30' })).toEqual(['dueDate']);
    expect(paths({ kind: 'answer', title: 'x', reminderDays: CLIENT_REQUEST_REMINDER_DAYS_MAX + 1 })).toEqual(
      ['reminderDays'],
    );
    expect(paths({ kind: 'answer', title: 'x', reminderDays: 2.5 })).toEqual(['reminderDays']);
    expect(paths({ kind: 'answer', title: 'x', individualID: 'nope' })).toEqual(['individualID']);
  });

  it('takes between 1 and 20 items in a batch', () => {
    expect(ZClientRequestBatch.safeParse({ items: [] }).success).toBe(false);
    const item = { kind: 'document', title: 'x' };
    expect(ZClientRequestBatch.safeParse({ items: Array(20).fill(item) }).success).toBe(true);
    expect(ZClientRequestBatch.safeParse({ items: Array(21).fill(item) }).success).toBe(false);
  });

  it('lets only the firm ask and accept, and only the linked client answer', () => {
    expect(PERMISSIONS['clientRequest.create'].Individual).toBe('deny');
    expect(PERMISSIONS['clientRequest.update'].Individual).toBe('deny');
    expect(PERMISSIONS['clientRequest.answer'].Individual).toBe('linked');
    expect(PERMISSIONS['clientRequest.answer']['Matter Admin']).toBe('deny');
    expect(PERMISSIONS['clientRequest.read'].Charity).toBe('deny');
  });

  it('follows Documents in the matter navigation, before Chat', () => {
    const i = MATTER_WORKSPACE_LINKS.indexOf('requests');
    expect(MATTER_WORKSPACE_LINKS[i - 1]).toBe('documents');
    expect(MATTER_WORKSPACE_LINKS.indexOf('chat')).toBeGreaterThan(i);
    expect(CLIENT_REQUEST_TEXTS.clientTitle).toBe('What we need from you');
  });
});
