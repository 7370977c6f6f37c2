import type { ReactNode } from 'react';
import { type KeyValueStorage, readJson, STORAGE_KEYS, safeStorage, writeJson } from './storage.ts';
import { createStore, type Store, useStore } from './store.ts';

export type NotificationType = 'success' | 'warning' | 'error' | 'default';

/** A toast (spec 000 section 3). */
export interface Notification {
  id: string;
  title?: ReactNode;
  type: NotificationType;
  content?: ReactNode;
  /** Milliseconds until it closes by itself; ignored with closeOnClick. */
  delay: number;
  /** Stays until the user clicks it instead of closing by itself. */
  closeOnClick: boolean;
  onMore?: () => void;
  onClose?: () => void;
}

export type NotificationInput = Partial<Omit<Notification, 'title' | 'content'>> &
  Pick<Notification, 'title' | 'content'>;

export const NOTIFICATION_DELAY = 3000;
/** Enough for every notice a studio shows; older dismissals fall off so the stored list stays small. */
const DISMISSED_LIMIT = 200;

export interface NotificationCenter {
  store: Store<readonly Notification[]>;
  /** Shows a notification; answers its id, or null when a notification with that id was dismissed before. */
  notify(input: NotificationInput): string | null;
  dismiss(id: string): void;
  /** Holds the auto-dismiss timer while the pointer or focus is on the toast. */
  pause(id: string): void;
  resume(id: string): void;
}

/**
 * The notifications on screen. A caller-given id is remembered once the notification is dismissed (by the user or
 * its timer), so a notice with a stable id shows only once; generated ids are not remembered.
 */
export function createNotificationCenter(storage: KeyValueStorage): NotificationCenter {
  const store = createStore<readonly Notification[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const remembered = new Set<string>();
  let sequence = 0;

  const dismissedIds = () => readJson<string[]>(storage, STORAGE_KEYS.dismissedNotifications, []);

  function stopTimer(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  function startTimer(notification: Notification) {
    stopTimer(notification.id);
    if (notification.closeOnClick) return;
    timers.set(
      notification.id,
      setTimeout(() => dismiss(notification.id), notification.delay),
    );
  }

  function dismiss(id: string) {
    const notification = store.get().find((item) => item.id === id);
    if (!notification) return;
    stopTimer(id);
    store.set(store.get().filter((item) => item.id !== id));
    if (remembered.has(id)) {
      writeJson(
        storage,
        STORAGE_KEYS.dismissedNotifications,
        [...dismissedIds().filter((item) => item !== id), id].slice(-DISMISSED_LIMIT),
      );
    }
    notification.onClose?.();
  }

  function notify(input: NotificationInput): string | null {
    if (input.id !== undefined) {
      if (dismissedIds().includes(input.id)) return null;
      remembered.add(input.id);
    }
    sequence += 1;
    const notification: Notification = {
      type: 'default',
      delay: NOTIFICATION_DELAY,
      closeOnClick: false,
      ...input,
      id: input.id ?? `notification-${sequence}`,
    };
    const others = store.get().filter((item) => item.id !== notification.id);
    store.set([...others, notification]);
    startTimer(notification);
    return notification.id;
  }

  function pause(id: string) {
    stopTimer(id);
  }

  function resume(id: string) {
    const notification = store.get().find((item) => item.id === id);
    if (notification) startTimer(notification);
  }

  return { store, notify, dismiss, pause, resume };
}

export const notifications = createNotificationCenter(safeStorage(() => window.localStorage));

export function useNotifications(): readonly Notification[] {
  return useStore(notifications.store);
}
