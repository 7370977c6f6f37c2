import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cx } from './class-names.ts';
import styles from './rich-text.module.css';

const MARKUP = /<[a-z][^>]*>/i;

interface RichTextProps {
  /** HTML from a studio or the operator, or plain text whose line breaks count. */
  text: string;
  className?: string;
}

/**
 * Text a studio or the portal operator wrote: simple HTML is inserted sanitized, since it comes from a server and may
 * have been typed into a back office; plain text keeps its line breaks.
 */
export function RichText({ text, className }: RichTextProps) {
  const html = useMemo(() => (MARKUP.test(text) ? DOMPurify.sanitize(text) : null), [text]);
  if (html === null) return <div className={cx(styles.text, styles.plain, className)}>{text}</div>;
  return (
    <div
      className={cx(styles.text, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
