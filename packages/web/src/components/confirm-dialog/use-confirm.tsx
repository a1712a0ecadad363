import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

/**
 * Asks before an action that cannot be undone: `ask(request, action)` opens the dialog and runs
 * `action` only on confirmation. Render `dialog` once.
 */
export function useConfirm(): { ask: (request: ConfirmRequest, action: () => void) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const action = useRef<(() => void) | null>(null);
  const ask = useCallback((next: ConfirmRequest, run: () => void) => {
    action.current = run;
    setRequest(next);
  }, []);
  const close = () => {
    action.current = null;
    setRequest(null);
  };
  const dialog = (
    <ConfirmDialog
      request={request}
      onCancel={close}
      onConfirm={() => {
        const run = action.current;
        close();
        run?.();
      }}
    />
  );
  return { ask, dialog };
}
