import { Component, type ReactNode } from 'react';
import { ChunkErrorPage } from '../pages/chunk-error-page';
import { SiteErrorPage } from '../pages/site-error-page';
import { isChunkLoadError } from '../router/chunk-reload';

type TState = { hasError: boolean; error: unknown };

/**
 * What the router's error pages do in the app, for the widget, which has no router: a part whose code is gone
 * (a widget left open across a deploy) reloads once for the current build; any other failure says so with a
 * retry instead of leaving the frame blank.
 */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, TState> {
  state: TState = { hasError: false, error: undefined };

  static getDerivedStateFromError(error: unknown): TState {
    return { hasError: true, error };
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    return isChunkLoadError(this.state.error) ? (
      <ChunkErrorPage />
    ) : (
      <SiteErrorPage error={this.state.error} />
    );
  }
}
