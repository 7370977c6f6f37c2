import { useEffect, useRef } from 'react';

/**
 * Runs an action once per mount, also when development's strict mode runs effects twice: a mailed code works only
 * once, so its check must not be sent again.
 */
export function useRunOnce(action: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action();
  }, [action]);
}
