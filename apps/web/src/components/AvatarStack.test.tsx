import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AvatarPerson, AvatarStack, splitAvatars } from './AvatarStack';

const people: AvatarPerson[] = [
  { id: '1', name: 'Ada Lovelace' },
  { id: '2', name: 'Grace Hopper' },
  { id: '3', name: 'Alan Turing' },
  { id: '4', name: 'Mary Somerville' },
];

afterEach(cleanup);

describe('splitAvatars', () => {
  it('shows two and counts the rest', () => {
    const { shown, hidden } = splitAvatars(people);
    expect(shown.map((p) => p.id)).toEqual(['1', '2']);
    expect(hidden.map((p) => p.id)).toEqual(['3', '4']);
  });

  it('hides nobody when there are two or fewer', () => {
    expect(splitAvatars(people.slice(0, 2)).hidden).toEqual([]);
  });
});

describe('AvatarStack', () => {
  const renderStack = (list: AvatarPerson[]) =>
    render(
      <MantineProvider>
        <AvatarStack people={list} />
      </MantineProvider>,
    );

  it('renders +N for the people beyond the first two', () => {
    renderStack(people);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByLabelText('2 more: Alan Turing, Mary Somerville')).toBeTruthy();
    expect(screen.getByLabelText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByLabelText('Grace Hopper')).toBeTruthy();
  });

  it('renders no counter for two people', () => {
    renderStack(people.slice(0, 2));
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('renders nothing for an empty team', () => {
    const { container } = renderStack([]);
    expect(container.querySelector('.mantine-Avatar-root')).toBeNull();
  });
});
