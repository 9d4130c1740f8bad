import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyModule } from './use-lazy-module';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe({ load, isWanted }: { load: () => Promise<{ name: string }>; isWanted: boolean }) {
  const module = useLazyModule(load, isWanted);
  return <p>{module ? module.name : 'not loaded'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error instanceof Error ? (
      <p>failed: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

describe('useLazyModule (issue 16)', () => {
  it('loads nothing until wanted, then gives the module back once, without suspending', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      return { name: 'the panel' };
    };
    const view = render(<Probe load={load} isWanted={false} />);
    await act(async () => undefined);
    expect(calls).toBe(0);
    expect(screen.getByText('not loaded')).toBeTruthy();
    view.rerender(<Probe load={load} isWanted />);
    expect(screen.getByText('not loaded')).toBeTruthy();
    expect(await screen.findByText('the panel')).toBeTruthy();
    view.rerender(<Probe load={load} isWanted />);
    expect(calls).toBe(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error('chunk missing'));
    render(
      <Boundary>
        <Probe load={load} isWanted />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
  });
});
