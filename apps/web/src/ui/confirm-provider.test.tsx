import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Confirm, ConfirmProvider, useConfirm } from './confirm-provider.tsx';
import { renderUi } from './testing/render-ui.tsx';

function setup() {
  let confirm: Confirm | undefined;
  function Capture() {
    confirm = useConfirm();
    return null;
  }
  const rendered = renderUi(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
  );
  const ask: Confirm = (options) => {
    if (!confirm) throw new Error('not rendered');
    const ready = confirm;
    let result!: ReturnType<Confirm>;
    act(() => {
      result = ready(options);
    });
    return result as never;
  };
  return { ...rendered, ask };
}

describe('useConfirm', () => {
  it('opens with the default title and closes with true when there is no action', async () => {
    const { user, ask } = setup();
    const answer = ask({ message: 'Cancel your booking?' });
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Cancel your booking?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the action with a loading state and closes with its result', async () => {
    let finish: (value: string) => void = () => undefined;
    const { user, ask } = setup();
    const answer = ask({
      title: 'Book it?',
      confirmLabel: 'Book',
      onConfirm: () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish('booking-7'));
    await expect(answer).resolves.toBe('booking-7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a thrown error inside and stays open', async () => {
    const { user, ask } = setup();
    void ask({
      onConfirm: async () => {
        throw new Error('Info: The class is full');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The class is full');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('runs the validation first: false or a message keeps it open and skips the action', async () => {
    const onConfirm = vi.fn(() => 'done');
    const validate = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce('commons.validation.required');
    validate.mockReturnValue(true);
    const { user, ask } = setup();
    const answer = ask({ validate, onConfirm });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This value is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('done');
  });

  it('cancel, Escape and a click outside close it, call the cancel action and answer undefined', async () => {
    const onCancel = vi.fn();
    const { user, ask } = setup();

    const cancelled = ask({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBeUndefined();

    const escaped = ask({ onCancel });
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBeUndefined();

    const outside = ask({ onCancel });
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    await expect(outside).resolves.toBeUndefined();
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('shows requests one after another', async () => {
    const { user, ask } = setup();
    const first = ask({ title: 'First?' });
    const second = ask({ title: 'Second?' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Second?' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBeUndefined();
  });

  it('needs its provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderUi(<Orphan />)).toThrow('useConfirm needs a ConfirmProvider');
    vi.mocked(console.error).mockRestore();
  });
});
