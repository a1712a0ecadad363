import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { en } from '../lib/i18n/resources';

/** A screen's title: a key of `routes` in the common texts. */
export type RouteTitle = keyof typeof en.common.routes;

/** Data a route declares in its `handle`: the title shown in the top bar and the tab. */
export interface RouteHandle {
  title: RouteTitle;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that declares one, in the console's language. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return t(`routes.${handle.title}`);
  }
  return t('app.name');
}

/** Keeps the browser tab's title in step with the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Bar Console`;
  }, [title]);
}
