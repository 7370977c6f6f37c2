import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import styles from './checkbox-block.module.css';
import { cx } from './class-names.ts';
import { ScrollArea } from './scroll-area.tsx';

export interface CheckboxBlockProps extends Omit<CheckboxProps, 'label'> {
  /** The block's name: its heading, and the name in 'Please accept the "{name}" text block'. */
  title?: string;
  /** The text to accept. */
  children: ReactNode;
  /** The checkbox label; 'I accept this text' by default. */
  label?: ReactNode;
}

/** A text block (terms, a declaration) with a checkbox to accept it; checked, disabled and error looks. */
export function CheckboxBlock({ title, children, label, className, ...checkbox }: CheckboxBlockProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <fieldset
      className={cx(
        styles.block,
        checkbox.checked && styles.checked,
        checkbox.error && styles.invalid,
        checkbox.disabled && styles.disabled,
        className,
      )}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
      ) : null}
      <ScrollArea label={title ?? t('ui.checkboxBlock.text')} maxHeight={240} className={styles.text}>
        {children}
      </ScrollArea>
      <Checkbox label={label ?? t('ui.checkboxBlock.accept')} {...checkbox} />
    </fieldset>
  );
}
