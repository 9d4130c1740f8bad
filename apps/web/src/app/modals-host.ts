/**
 * Issue 16: Mantine's ModalsProvider (and the Modal it renders) loads on the first confirm(), not
 * with the first load. confirm() asks for it here and opens its dialog once the provider listens;
 * ModalsHost (in App) is what loads it. Where no host is mounted (a page rendered in a test with
 * its own ModalsProvider), the dialog is opened at once.
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
