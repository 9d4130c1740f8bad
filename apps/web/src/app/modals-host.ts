/**
 * Issue 16: Mantine's ModalsProvider (and the Modal it renders) is not in the first load: ModalsHost
 * (in App) loads it after the first render. confirm() waits here until the provider listens (it
 * asks for it at once if it is not there yet) and then opens its dialog. Where no host is mounted
 * (a page rendered in a test with its own ModalsProvider), the dialog is opened at once.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let isWanted = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Resolves when Mantine's modals can be opened. */
export function whenModalsReady(): Promise<void> {
  if (listeners.size === 0) return Promise.resolve();
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export const modalsHostStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => isWanted,
  /** Called by the provider's module once it is mounted and listening. */
  markReady: (): void => markReady(),
};
