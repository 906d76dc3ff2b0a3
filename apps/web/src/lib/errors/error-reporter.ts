// How code outside the errors feature sends an error report (account-and-product §8): the app
// provides the errors feature's reportError here, so a feature can report without importing it.
import { createContext, useContext } from 'react';

export type ReportError = (error: unknown, componentStack?: string) => void;

export const ErrorReporterContext = createContext<ReportError>(() => undefined);

export function useReportError(): ReportError {
  return useContext(ErrorReporterContext);
}
