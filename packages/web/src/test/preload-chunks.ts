import { loadConfirmDialog } from '../components/confirm-dialog/use-confirm';

// The confirmation dialog is a chunk the console fetches after a screen's first paint; tests click
// and look for the question at once, so here it is there from the start.
await loadConfirmDialog();
