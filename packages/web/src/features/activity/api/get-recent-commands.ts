import { isTerminalCommandStatus, type Page } from '@bar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BarCommand } from './command-request';

export const RECENT_COMMANDS_COUNT = 8;
/** While a command is still in flight the list is asked again this often. */
export const IN_FLIGHT_POLL_MS = 2_000;

/** GET /api/ubar/commands/ — the bar's latest commands, newest first. */
export function getRecentCommands(barId: string, signal?: AbortSignal): Promise<Page<BarCommand>> {
  return api<Page<BarCommand>>('/ubar/commands/', {
    bar: barId,
    query: { page: 0, perPage: RECENT_COMMANDS_COUNT, sort: { createdAt: -1 } },
    signal,
  });
}

export const recentCommandsKey = (barId: string) => ['commands', 'recent', barId] as const;

export const recentCommandsQuery = (barId: string) =>
  queryOptions({
    queryKey: recentCommandsKey(barId),
    queryFn: ({ signal }) => getRecentCommands(barId, signal),
    refetchInterval: (query) => (query.state.data?.data.some((command) => !isTerminalCommandStatus(command.status)) ? IN_FLIGHT_POLL_MS : false),
  });

export function useRecentCommands(barId: string) {
  return useQuery(recentCommandsQuery(barId));
}
