import { Component, type ContextType, type ReactNode } from 'react';
import { StoreContext } from '../store/store-context';

interface ErrorBoundaryProps {
  /** Which boundary caught it, in the error report (`ui:shell`, `ui:route`, `ui:chat`). */
  readonly where: string;
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

/**
 * Keeps a failure in one part of the store (a page, the chat panel, the app shell) from blanking
 * the rest, and reports it (`app/errorReportRequested`, which error reporting sends on).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = StoreContext;
  declare context: ContextType<typeof StoreContext>;

  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.context?.dispatch({ type: 'app/errorReportRequested', payload: { where: this.props.where, message } });
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
