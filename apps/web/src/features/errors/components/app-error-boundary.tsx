// account-and-product §4 "An uncaught rendering error switches to the crash page and sends an
// error report": around the whole app (providers included).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../api/report-error';
import { CrashPage } from './crash-page';

interface State {
  readonly crashed: boolean;
}

export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}
