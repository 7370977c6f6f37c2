import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n.ts';
import styles from './error-messages.module.css';
import { type ErrorSource, errorTexts, type Translate } from './error-text.ts';

export type { ErrorSource };

interface ErrorMessagesProps {
  errors: ErrorSource | null | undefined;
  className?: string;
}

/**
 * Renders errors as a list. Messages may carry markup (links, emphasis), so they are inserted as HTML, sanitized
 * first: a message can echo user input or come from a server.
 */
export function ErrorMessages({ errors, className }: ErrorMessagesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const messages = errors ? errorTexts(errors, t as Translate, locale) : [];
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={className}>
      <ul className={styles.list}>
        {messages.map((message, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat and the list never reorders
            key={index}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(message) }}
          />
        ))}
      </ul>
    </div>
  );
}
