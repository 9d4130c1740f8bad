import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { useRegisterForm } from './use-register-form';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../app/notify', () => ({ notify: toasts }));

interface Values {
  kind: 'asset' | 'liability';
  category: string | null;
  value: string;
}
const schema = z.object({
  kind: z.string(),
  category: z.string(),
  valueAtDeath: z.number().int().positive(),
});

function setUp(save: (input: unknown) => Promise<unknown>, onSaved = vi.fn()) {
  return renderHook(() =>
    useRegisterForm<Values, { kind: string; category: string | null; valueAtDeath: number | null }>({
      initial: () => ({ kind: 'asset', category: 'bank', value: '' }),
      errorFieldOf: (key) => (key === 'value' ? 'valueAtDeath' : key),
      alsoClear: (key, value, current) =>
        key === 'kind' && value !== current.kind ? { category: null } : {},
      inputOf: (values) => {
        const pence = values.value === '' ? null : Math.round(Number(values.value) * 100);
        const errors = new Map<string, string>();
        if (pence !== null && Number.isNaN(pence)) errors.set('valueAtDeath', 'Enter an amount in pounds');
        return { input: { kind: values.kind, category: values.category, valueAtDeath: pence }, errors };
      },
      schema,
      apiFields: ['kind', 'category', 'valueAtDeath'],
      save,
      savedText: 'Saved',
      onSaved,
    }),
  );
}

describe('the register forms’ state (issue 17)', () => {
  it('names what cannot be read first, then what the contract refuses, and sends nothing', async () => {
    const save = vi.fn();
    const { result } = setUp(save);
    act(() => result.current.set('value', 'ten'));
    await act(() => result.current.submit());
    expect(result.current.errors.get('valueAtDeath')).toBe('Enter an amount in pounds');
    act(() => result.current.set('kind', 'liability'));
    expect(result.current.values.category).toBeNull();
    act(() => result.current.set('value', '12.5'));
    // A change clears its own field's error only.
    expect(result.current.errors.has('valueAtDeath')).toBe(false);
    await act(() => result.current.submit());
    expect([...result.current.errors.keys()]).toEqual(['category']);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the input once valid, and shows a 400 answer beside its fields', async () => {
    const onSaved = vi.fn();
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Bad', 'Bad', { 'valueAtDeath.amount': ['Too large'] }))
      .mockResolvedValueOnce({});
    const { result } = setUp(save, onSaved);
    act(() => result.current.set('value', '12.5'));
    await act(() => result.current.submit());
    expect(save).toHaveBeenCalledWith({ kind: 'asset', category: 'bank', valueAtDeath: 1250 });
    expect(result.current.errors.get('valueAtDeath')).toBe('Too large');
    expect(onSaved).not.toHaveBeenCalled();
    await act(() => result.current.submit());
    expect(toasts.success).toHaveBeenCalledWith('Saved');
    expect(onSaved).toHaveBeenCalledOnce();
  });
});
