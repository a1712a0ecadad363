import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

/**
 * What runs on confirmation. One that returns a promise keeps the dialog open, its confirm button
 * disabled, until the promise settles: it closes once it resolves and stays open when it rejects
 * (the action has said why), so the user can try again or cancel.
 */
export type ConfirmAction = () => void | Promise<unknown>;

/**
 * Asks before an action that cannot be undone: `ask(request, action)` opens the dialog and runs
 * `action` only on confirmation. Render `dialog` once.
 */
export function useConfirm(): { ask: (request: ConfirmRequest, action: ConfirmAction) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useRef<ConfirmAction | null>(null);
  const ask = useCallback((next: ConfirmRequest, run: ConfirmAction) => {
    action.current = run;
    setRequest(next);
  }, []);
  const close = () => {
    action.current = null;
    setRequest(null);
  };
  // closes only the question `run` answered, not one asked since
  const closeAfter = (run: ConfirmAction) => {
    if (action.current === run) close();
  };
  const confirm = () => {
    const run = action.current;
    if (!run) return;
    const result = run();
    if (!(result instanceof Promise)) return closeAfter(run);
    setBusy(true);
    result
      .then(
        () => closeAfter(run),
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  const dialog = <ConfirmDialog request={request} busy={busy} onCancel={close} onConfirm={confirm} />;
  return { ask, dialog };
}
