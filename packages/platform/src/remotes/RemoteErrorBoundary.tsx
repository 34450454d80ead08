import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remoteId: string;
  renderError: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only its own area is lost. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remoteId}]`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.renderError(this.state.error);
    return this.props.children;
  }
}
