import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BarToken {
  barId: string;
  token: string;
  expiresAt: string;
}

/** POST /api/auth/bar-jwt/{id} — an integration token for the bar (MSADMIN). */
export function generateBarToken(barId: string): Promise<BarToken> {
  return api<BarToken>(`/auth/bar-jwt/${encodeURIComponent(barId)}`, { method: 'POST', bar: barId });
}

export function useGenerateBarToken() {
  return useMutation({ mutationFn: generateBarToken });
}
