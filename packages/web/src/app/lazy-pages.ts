import { lazy } from 'react';

/** Every screen is its own chunk (route-level code splitting). */
export const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
/** Stand-in for screens later issues build: shows the screen's title. */
export const PlaceholderPage = lazy(() => import('../features/placeholders/placeholder-page'));
export const BarsPage = lazy(() => import('../features/bars/bars-page'));
