import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedErrorPage } from '@sift/ui';

interface State {
  error: Error | null;
  componentStack: string | undefined;
}

/** Renders "Something went wrong." for render errors; keyed by location so navigating clears it. */
export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: null, componentStack: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? undefined });
  }

  override render() {
    const { error, componentStack } = this.state;
    if (error) return <UnexpectedErrorPage error={{ message: error.message, stack: error.stack }} componentStack={componentStack} />;
    return this.props.children;
  }
}
