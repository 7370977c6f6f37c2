import { useTranslation } from 'react-i18next';
import { type Notification, notifications, useNotifications } from '../lib/notifications.ts';
import { cx } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import styles from './notification-container.module.css';
import tones from './severity.module.css';
import { SeverityIcon } from './severity-icon.tsx';

function NotificationToast({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { id, type, title, content, closeOnClick, onMore } = notification;
  const severity = type === 'default' ? 'information' : type;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking anywhere on a closeOnClick toast is a pointer shortcut for its close button
    <div
      className={cx(styles.toast, tones[type], closeOnClick && styles.clickable)}
      role={type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => notifications.pause(id)}
      onMouseLeave={() => notifications.resume(id)}
      onFocus={() => notifications.pause(id)}
      onBlur={() => notifications.resume(id)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') notifications.dismiss(id);
      }}
      onClick={closeOnClick ? () => notifications.dismiss(id) : undefined}
    >
      <span className={styles.icon}>
        <SeverityIcon severity={severity} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {content ? <div className={styles.content}>{content}</div> : null}
        {onMore ? (
          <button
            type="button"
            className={styles.more}
            onClick={(event) => {
              event.stopPropagation();
              onMore();
            }}
          >
            {t('ui.notifications.more')}
          </button>
        ) : null}
      </div>
      <CloseButton
        onClick={(event) => {
          event.stopPropagation();
          notifications.dismiss(id);
        }}
      />
    </div>
  );
}

/** Mount once in the app shell: shows the notifications of lib/notifications.ts as toasts, newest last. */
export function NotificationContainer() {
  const { t } = useTranslation();
  const items = useNotifications();
  return (
    <section className={styles.container} aria-label={t('ui.notifications.label')} aria-live="polite">
      {items.map((notification) => (
        <NotificationToast key={notification.id} notification={notification} />
      ))}
    </section>
  );
}
