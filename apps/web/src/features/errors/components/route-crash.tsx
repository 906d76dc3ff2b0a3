// The router catches rendering errors of its routes itself: this is its error element, the same
// crash page with the same report (sent once per error).
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../api/report-error';
import { CrashPage } from './crash-page';

const reported = new WeakSet<object>();

export function RouteCrash() {
  const error = useRouteError();
  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    void reportError(error);
  }, [error]);
  return <CrashPage />;
}
