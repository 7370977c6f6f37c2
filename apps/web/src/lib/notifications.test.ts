import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationCenter, NOTIFICATION_DELAY } from './notifications.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, safeStorage } from './storage.ts';

let storage: KeyValueStorage;
beforeEach(() => {
  vi.useFakeTimers();
  storage = safeStorage(() => {
    throw new Error('memory only');
  });
});
afterEach(() => vi.useRealTimers());

const ids = (center: ReturnType<typeof createNotificationCenter>) => center.store.get().map((item) => item.id);

describe('notification center', () => {
  it('shows a notification with the defaults: type default, 3000 ms, closing by itself', () => {
    const center = createNotificationCenter(storage);
    const id = center.notify({ title: 'Saved' });
    expect(center.store.get()).toEqual([
      { id, title: 'Saved', type: 'default', delay: NOTIFICATION_DELAY, closeOnClick: false },
    ]);
    vi.advanceTimersByTime(NOTIFICATION_DELAY - 1);
    expect(ids(center)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids(center)).toEqual([]);
  });

  it('keeps its own delay, and stays until dismissed with closeOnClick', () => {
    const center = createNotificationCenter(storage);
    const quick = center.notify({ title: 'Quick', type: 'success', delay: 500 });
    const sticky = center.notify({ title: 'Sticky', type: 'error', closeOnClick: true });
    vi.advanceTimersByTime(500);
    expect(ids(center)).toEqual([sticky]);
    vi.advanceTimersByTime(60_000);
    expect(ids(center)).toEqual([sticky]);
    center.dismiss(sticky ?? '');
    expect(ids(center)).toEqual([]);
    expect(quick).not.toBe(sticky);
  });

  it('calls onClose when a notification goes, by hand or by timer', () => {
    const center = createNotificationCenter(storage);
    const onClose = vi.fn();
    const id = center.notify({ title: 'A', onClose }) ?? '';
    center.notify({ title: 'B', onClose });
    center.dismiss(id);
    vi.advanceTimersByTime(NOTIFICATION_DELAY);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('holds the timer while paused and starts it again on resume', () => {
    const center = createNotificationCenter(storage);
    const id = center.notify({ title: 'Read me' }) ?? '';
    vi.advanceTimersByTime(2000);
    center.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(ids(center)).toEqual([id]);
    center.resume(id);
    vi.advanceTimersByTime(NOTIFICATION_DELAY);
    expect(ids(center)).toEqual([]);
  });

  it('replaces a notification shown again with the same id', () => {
    const center = createNotificationCenter(storage);
    center.notify({ id: 'sync', title: 'Syncing' });
    center.notify({ id: 'sync', title: 'Synced' });
    expect(center.store.get().map((item) => item.title)).toEqual(['Synced']);
  });

  it('remembers dismissed caller ids in storage and does not show them again', () => {
    const center = createNotificationCenter(storage);
    center.notify({ id: 'news-42', title: 'New: sauna' });
    center.notify({ title: 'Generated id' });
    center.dismiss('news-42');
    vi.advanceTimersByTime(NOTIFICATION_DELAY);
    expect(readJson(storage, STORAGE_KEYS.dismissedNotifications, [])).toEqual(['news-42']);

    const later = createNotificationCenter(storage);
    expect(later.notify({ id: 'news-42', title: 'New: sauna' })).toBeNull();
    expect(ids(later)).toEqual([]);
  });
});
