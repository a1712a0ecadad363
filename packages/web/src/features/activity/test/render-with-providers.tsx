import type { EffectiveRole } from '@bar/domain';
import type { ReactNode } from 'react';
import type { SelectedBar } from '../../../lib/bar-queries';
import { renderBarScreen } from '../../../test/render-bar-screen';

/** Renders `ui` at '/' signed in on `bar` as `role` (MAINT unless given); see `renderBarScreen`. */
export function renderWithProviders(ui: ReactNode, { bar, role = 'MAINT' }: { bar: SelectedBar; role?: EffectiveRole }) {
  return renderBarScreen(ui, { bar, role });
}
