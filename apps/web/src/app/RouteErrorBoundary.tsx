import { TEXTS } from '@probity/domain';
import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  location: Location;
  error: unknown;
}

/**
 * Issue 16: the app routes declaratively (BrowserRouter and useRoutes: the data router's loaders,
 * actions and fetchers were 16 kB of the first load that nothing used). The data router caught an
 * error thrown while rendering a page (a chunk that failed to load, a bug) and showed this in place
 * of the app until the address changed; this keeps that, without the data router.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { location: props.location, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new address (a link, Back) tries the pages again.
    return props.location === state.location ? null : { location: props.location, error: undefined };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    return (
      <>
        <h2>{TEXTS.unexpectedError}</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {error instanceof Error && error.stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{error.stack}</pre>
        ) : null}
      </>
    );
  }
}
