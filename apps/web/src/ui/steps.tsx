import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { GROUP_ITEM, moveFocus } from './keyboard.ts';
import styles from './steps.module.css';

/** A step (spec 002 section 3): its text, whether it is the current one, and an optional way back to it. */
export interface StepEntry {
  text: ReactNode;
  active?: boolean;
  callback?: () => void;
}

interface StepsProps {
  /** Names the step list for screen readers. */
  label: string;
  steps: readonly StepEntry[];
  className?: string;
}

/** The steps of a flow, numbered; steps before the current one count as done. Steps with a callback are buttons. */
export function Steps({ label, steps, className }: StepsProps) {
  const current = steps.findIndex((step) => step.active);
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.steps} onKeyDown={(event) => moveFocus(event, 'horizontal')}>
        {steps.map((step, index) => {
          const state = index === current ? styles.current : index < current ? styles.done : undefined;
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.text}>{step.text}</span>
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and never reorder
            <li key={index} className={cx(styles.step, state)} aria-current={index === current ? 'step' : undefined}>
              {step.callback ? (
                <button type="button" {...GROUP_ITEM} className={styles.button} onClick={step.callback}>
                  {content}
                </button>
              ) : (
                <span className={styles.button}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
