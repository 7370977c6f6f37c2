import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DELAY, notifications } from '../lib/notifications.ts';
import { NotificationContainer } from './notification-container.tsx';
import { renderUi } from './testing/render-ui.tsx';

afterEach(() => {
  act(() => {
    for (const notification of notifications.store.get()) notifications.dismiss(notification.id);
  });
  localStorage.clear();
  vi.useRealTimers();
});

describe('NotificationContainer', () => {
  it('shows notifications as toasts with title, content and a close button', async () => {
    const { user } = renderUi(<NotificationContainer />);
    act(() => {
      notifications.notify({ title: 'Booked', content: 'Yoga, Monday 18:00', type: 'success' });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('BookedYoga, Monday 18:00');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors at once', () => {
    renderUi(<NotificationContainer />);
    act(() => {
      notifications.notify({ title: 'Payment failed', type: 'error', closeOnClick: true });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('closes by itself after 3000 ms', () => {
    vi.useFakeTimers();
    renderUi(<NotificationContainer />);
    act(() => {
      notifications.notify({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(NOTIFICATION_DELAY));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes a closeOnClick toast with a click anywhere on it, and offers More', async () => {
    const onMore = vi.fn();
    const { user } = renderUi(<NotificationContainer />);
    act(() => {
      notifications.notify({ title: 'New message', closeOnClick: true, onMore });
    });
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.click(screen.getByText('New message'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the focused toast with Escape', async () => {
    const { user } = renderUi(<NotificationContainer />);
    act(() => {
      notifications.notify({ title: 'Saved', closeOnClick: true });
    });
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
