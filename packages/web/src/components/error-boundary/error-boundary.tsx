import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the path), a shown error is cleared and children render again. */
  resetKey?: unknown;
  fallback?: (reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Keeps a failing section from taking the rest of the console down. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.reset) : <ErrorFallback onRetry={this.reset} />;
  }
}
