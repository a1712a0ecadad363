import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ConfirmRequest } from './confirm-dialog';

// The dialog (MUI's dialog and modal code) is a chunk of its own, fetched once a screen that may
// ask is up, after its first paint; a question asked before it is there opens when it arrives.
type DialogModule = typeof import('./confirm-dialog');
let dialogModule: DialogModule | undefined;
/** Fetches the dialog's chunk (once); the web tests call it up front so that a question opens at once. */
export const loadConfirmDialog = () => import('./confirm-dialog').then((module) => (dialogModule = module));

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
  const [loaded, setLoaded] = useState(dialogModule);
  const action = useRef<ConfirmAction | null>(null);
  useEffect(() => {
    if (!loaded) void loadConfirmDialog().then(setLoaded);
  }, [loaded]);
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
  const dialog = loaded ? <loaded.ConfirmDialog request={request} busy={busy} onCancel={close} onConfirm={confirm} /> : null;
  return { ask, dialog };
}
