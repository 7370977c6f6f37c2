import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { type ConfirmContent, ConfirmDialog } from './confirm-dialog.tsx';
import type { ErrorSource } from './error-messages.tsx';

export interface ConfirmOptions<T> extends ConfirmContent {
  /** Runs first on Confirm: false keeps the dialog open, a string (message key) is shown as the error. */
  validate?: () => boolean | string | undefined | Promise<boolean | string | undefined>;
  /** Runs on Confirm with a loading state; its result closes the dialog. A thrown error is shown inside instead. */
  onConfirm?: () => T | Promise<T>;
  /** Runs when the dialog is cancelled (Cancel, close button, Escape or a click outside). */
  onCancel?: () => void;
}

/** Opens a confirm dialog and settles with the action's result (true without one), or undefined when cancelled. */
export type Confirm = <T = true>(options: ConfirmOptions<T>) => Promise<T | undefined>;

interface Request {
  options: ConfirmOptions<unknown>;
  settle(result: unknown): void;
}

const ConfirmContext = createContext<Confirm | null>(null);

/** Mount once around the app; useConfirm works below it. Requests made while a dialog is open wait their turn. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly Request[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ErrorSource | null>(null);
  const busy = useRef(false);
  const current = queue[0];

  const confirm = useCallback<Confirm>(
    <T,>(options: ConfirmOptions<T>) =>
      new Promise<T | undefined>((resolve) => {
        const request: Request = {
          options: options as ConfirmOptions<unknown>,
          settle: (result) => resolve(result as T),
        };
        setQueue((requests) => [...requests, request]);
      }),
    [],
  );

  function finish(request: Request, result: unknown) {
    setError(null);
    setQueue((requests) => requests.filter((item) => item !== request));
    request.settle(result);
  }

  async function accept() {
    if (!current || busy.current) return;
    busy.current = true;
    setError(null);
    setLoading(true);
    try {
      const verdict = await current.options.validate?.();
      if (verdict === false || typeof verdict === 'string') {
        if (typeof verdict === 'string') setError(verdict);
        return;
      }
      const result = current.options.onConfirm ? await current.options.onConfirm() : true;
      finish(current, result);
    } catch (failure) {
      setError(failure instanceof Error ? failure : String(failure));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }

  function cancel() {
    if (!current || busy.current) return;
    current.options.onCancel?.();
    finish(current, undefined);
  }

  const { title, message, confirmLabel, cancelLabel, size } = current?.options ?? {};
  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        size={size}
        open={Boolean(current)}
        loading={loading}
        error={error}
        onConfirm={accept}
        onCancel={cancel}
      />
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
