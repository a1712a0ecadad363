import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** Data a route declares in its `handle`: the title shown in the top bar and the tab. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(fallback = 'Bar Console'): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return fallback;
}

/** Keeps the browser tab's title in step with the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Bar Console`;
  }, [title]);
}
