import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import styles from './account.module.css';
import { shownError } from './shown-error.ts';

interface SubmitRowProps {
  label: ReactNode;
  loading: boolean;
  /** What the submission failed with, if it did. */
  failure: unknown;
  /** Further actions beside the submit button. */
  children?: ReactNode;
}

/** The end of a form: why the last submission failed, then the submit button and its neighbours. */
export function SubmitRow({ label, loading, failure, children }: SubmitRowProps) {
  return (
    <>
      {failure ? <ErrorMessages errors={shownError(failure)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={loading}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
