import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ErrorMessages } from './error-messages.tsx';
import { type ErrorSource, shownError } from './error-text.ts';
import layout from './form-layout.module.css';

interface SubmitRowProps {
  label: ReactNode;
  loading: boolean;
  /** What the submission failed with, if it did. */
  failure: unknown;
  /** What the failure shows; by default the call's error as the renderer reads it. */
  describeFailure?: (failure: unknown) => ErrorSource;
  /** Further actions beside the submit button. */
  children?: ReactNode;
}

/** The end of a form: why the last submission failed, then the submit button and its neighbours. */
export function SubmitRow({ label, loading, failure, describeFailure = shownError, children }: SubmitRowProps) {
  return (
    <>
      {failure ? <ErrorMessages errors={describeFailure(failure)} /> : null}
      <div className={layout.actions}>
        <Button type="submit" loading={loading}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
