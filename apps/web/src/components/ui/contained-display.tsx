// trading-core §8 page errors: "a crash in the event-name or market display is caught, the display
// hides and an error report is sent": a boundary that renders nothing once its part crashed, so the rest
// of the market screen (prices, bets) keeps working. It tries again when `resetKey` changes (the
// trader opens another market).
import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { ErrorReporterContext, type ReportError } from '@/lib/errors/error-reporter';

interface BoundaryProps {
  readonly report: ReportError;
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly crashedFor: string | undefined;
}

class HidingBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { crashedFor: undefined };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { crashedFor: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ crashedFor: this.props.resetKey });
    this.props.report(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    const { crashedFor } = this.state;
    const crashed = crashedFor === '' || crashedFor === this.props.resetKey;
    return crashed ? null : this.props.children;
  }
}

export function ContainedDisplay({
  resetKey,
  children,
}: {
  readonly resetKey: string;
  readonly children: ReactNode;
}) {
  const report = useContext(ErrorReporterContext);
  return (
    <HidingBoundary report={report} resetKey={resetKey}>
      {children}
    </HidingBoundary>
  );
}
