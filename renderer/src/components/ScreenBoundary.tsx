import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * A screen that fails to draw (a game's screens that could not load, a bug) says so in plain words and offers to try
 * again, instead of leaving a blank window. The campaign itself lives in the main process: nothing is lost.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; what?: string }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to draw:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="screen-error" role="alert">
        <h2>{this.props.what ?? 'This screen'} could not be shown</h2>
        <p>{error.message || String(error)}</p>
        <p className="muted">Nothing is lost: every action acknowledged is already saved.</p>
        <button type="button" className="primary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
