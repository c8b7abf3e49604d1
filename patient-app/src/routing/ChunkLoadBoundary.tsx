import { Component, type ReactNode } from 'react';
import { RouteLoadError } from './load-with-timeout.util';
import { RouteLoadRetry } from './RouteLoadRetry';

type Props = { onRetry: () => void; children: ReactNode };
type State = { error: unknown };

/** Catches a route chunk that could not be loaded and offers a retry; other errors go on to the router. */
export class ChunkLoadBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof RouteLoadError) return <RouteLoadRetry onRetry={this.retry} />;
    throw error;
  }
}
