import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows in place of the children once they failed; `retry` renders them afresh. */
  readonly fallback: (retry: () => void) => ReactNode;
  /** A new value (the next page) renders the children afresh too. */
  readonly resetKey?: unknown;
  readonly children?: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey: unknown;
}

/** Keeps a failure in one part of the store (a page, the chat panel, the app shell) from blanking the rest. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
