import { MantineProvider } from '@mantine/core';
import { POPUP_POLL_MS } from '@probity/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_TEXTS, PopupActionOverlay, type PopupOpenResult, usePopupAction } from './PopupAction';
import { popupActionUrl, WINDOW_CLOSING_PATH } from './popup-url';

describe('popupActionUrl', () => {
  const origin = 'https://probity.example';

  it('adds the responseUrl of the window-closing page', () => {
    const url = new URL(popupActionUrl('https://checks.example/start?id=7', origin)!);
    expect(url.origin).toBe('https://checks.example');
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('responseUrl')).toBe(`${origin}${WINDOW_CLOSING_PATH}`);
  });

  it('reads a relative target against the product origin', () => {
    expect(popupActionUrl('/identity/check/abc', origin)).toBe(
      `${origin}/identity/check/abc?responseUrl=${encodeURIComponent(`${origin}${WINDOW_CLOSING_PATH}`)}`,
    );
  });

  it('refuses URLs that are not http(s)', () => {
    expect(popupActionUrl('javascript:alert(1)', origin)).toBeNull();
    expect(popupActionUrl('data:text/html,hi', origin)).toBeNull();
  });
});

class FakePopup {
  closed = false;
  focus = vi.fn();
  close() {
    this.closed = true;
  }
}

function Harness({
  onClosed,
  openWindow,
  onResult,
}: {
  onClosed: () => void;
  openWindow: (url: string, features: string) => Window | null;
  onResult: (result: PopupOpenResult) => void;
}) {
  const popup = usePopupAction({ onClosed, openWindow });
  return (
    <MantineProvider env="test">
      <button type="button" onClick={() => onResult(popup.open('/identity/check/1'))}>
        Complete the check
      </button>
      <PopupActionOverlay isOpen={popup.isOpen} onFocus={popup.focus} onClose={popup.close} />
    </MantineProvider>
  );
}

describe('usePopupAction and the overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('shows the overlay while the pop-up is open and reports when it closes', () => {
    const fake = new FakePopup();
    const openWindow = vi.fn((_url: string, _features: string) => fake as unknown as Window);
    const onClosed = vi.fn();
    const onResult = vi.fn();
    render(<Harness onClosed={onClosed} openWindow={openWindow} onResult={onResult} />);

    fireEvent.click(screen.getByRole('button', { name: 'Complete the check' }));
    expect(onResult).toHaveBeenCalledWith('opened');
    expect(openWindow.mock.calls[0]?.[0]).toContain('responseUrl=');
    expect(screen.getByText(POPUP_TEXTS.title)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: POPUP_TEXTS.focus }));
    expect(fake.focus).toHaveBeenCalled();

    // Still open after several polls: nothing reported.
    act(() => vi.advanceTimersByTime(POPUP_POLL_MS * 3));
    expect(onClosed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: POPUP_TEXTS.close }));
    act(() => vi.advanceTimersByTime(POPUP_POLL_MS));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(POPUP_TEXTS.title)).toBeNull();
  });

  it('notices a pop-up closed by the window-closing page within one poll', () => {
    const fake = new FakePopup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} openWindow={() => fake as unknown as Window} onResult={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the check' }));
    fake.closed = true;
    act(() => vi.advanceTimersByTime(POPUP_POLL_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('reports a blocked pop-up and shows no overlay', () => {
    const onResult = vi.fn();
    render(<Harness onClosed={vi.fn()} openWindow={() => null} onResult={onResult} />);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the check' }));
    expect(onResult).toHaveBeenCalledWith('blocked');
    expect(screen.queryByText(POPUP_TEXTS.title)).toBeNull();
  });
});
