import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { CommandTarget } from '../api/command-request';
import { recentCommandsKey } from '../api/get-recent-commands';
import type { CommandTextsOf } from './command-texts';

/** Long enough for the server to have stored the command, so the list shows it as 'sent'. */
const SHOW_SENT_AFTER_MS = 300;

export interface UseCommandOptions<V> {
  barId: string;
  /**
   * Names the control (e.g. ['restoreFences'] or ['robot', robotId, 'stop']): every button with the
   * same name, on any part of the screen, is disabled while one of them is pending.
   */
  name: readonly string[];
  send: (target: CommandTarget, vars: V) => Promise<unknown>;
  /** The command's texts, which may depend on what was sent (a toggle's new value). */
  texts: CommandTextsOf<V>;
}

export interface CommandControl<V> {
  run: (vars: V) => void;
  /** True from the click until the bar acknowledged or the call failed: the button stays disabled. */
  pending: boolean;
}

/**
 * One control of the bar. Each click gets its own idempotency key; the outcome is announced with
 * the catalogue texts and the recent-commands list is refreshed.
 */
export function useCommand<V = void>({ barId, name, send, texts }: UseCommandOptions<V>): CommandControl<V> {
  const { t } = useTranslation('activity');
  const queryClient = useQueryClient();
  const textsFor = (vars: V) => texts(t, vars);
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: recentCommandsKey(barId) });
  const mutationKey = ['command', barId, ...name];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (vars: V) => send({ barId, idempotencyKey: crypto.randomUUID() }, vars),
    onMutate: () => {
      setTimeout(refreshList, SHOW_SENT_AFTER_MS);
    },
    onSuccess: (_answer, vars) => notifySuccess(textsFor(vars).success),
    onError: (error, vars) => notifyError(error, textsFor(vars).failure),
    onSettled: refreshList,
  });
  const { mutate } = mutation;
  const run = useCallback((vars: V) => mutate(vars), [mutate]);
  const pending = useIsMutating({ mutationKey, exact: true }) > 0;
  return { run, pending };
}
