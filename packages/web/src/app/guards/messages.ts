/** SPEC §2: bar-scoped routes before a bar is chosen. */
export const SELECT_BAR_MESSAGE = 'First of all, select one of the available bar.';
/** SPEC §2 (Activity): the dashboard before a bar is chosen. */
export const SELECT_BAR_TO_START_MESSAGE = 'Please select a bar to start.';
/** Shown instead of a screen the user's role cannot use (the menu hides its link). */
export const NOT_ALLOWED_MESSAGE = 'Your role does not give access to this page.';
