import type { BarFeature, EffectiveRole } from '@bar/domain';
import type { ReactNode } from 'react';
import type { SelectedBar } from '../../../lib/bar-queries';
import { renderBarScreen } from '../../../test/render-bar-screen';

export const BAR_ID = '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e';

/**
 * Renders an ingredient screen mounted at `route` (the list's, unless given), opened at `url`, on a
 * bar with `features`, for `role`.
 */
export function renderIngredients(
  ui: ReactNode,
  {
    route = '/ingredients/:tabActive',
    url,
    features,
    role = 'ADMIN',
  }: { route?: string; url: string; features: Partial<Record<BarFeature, boolean>>; role?: EffectiveRole },
) {
  const bar = { id: BAR_ID, name: 'Milano Duomo', features } as unknown as SelectedBar;
  return renderBarScreen(ui, { bar, role, path: route, url });
}
