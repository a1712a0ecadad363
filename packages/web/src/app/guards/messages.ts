import { enBundled } from '../../lib/i18n/english';

/** What a guard says instead of a screen: a key of the common texts. */
export type GuardMessageKey = keyof typeof enBundled.common.guards;

/** SPEC §2: bar-scoped routes before a bar is chosen. */
export const SELECT_BAR_MESSAGE = enBundled.common.guards.selectBar;
/** SPEC §2 (Activity): the dashboard before a bar is chosen. */
export const SELECT_BAR_TO_START_MESSAGE = enBundled.common.guards.selectBarToStart;
/** Shown instead of a screen the user's role cannot use (the menu hides its link). */
export const NOT_ALLOWED_MESSAGE = enBundled.common.guards.notAllowed;
