import type { OptionsObject } from 'notistack';

/**
 * Toasts without notistack in the first bundle: the library and its container (app/toasts.tsx)
 * load after first paint, and a toast asked for before they are up waits for them.
 */
type Notistack = typeof import('notistack');

let library: Promise<Notistack> | undefined;
const notistack = () => (library ??= import('notistack'));

/** What was asked for before a container was mounted (notistack's functions exist from then on). */
let waiting: ((toasts: Notistack) => void)[] = [];

const isUp = (toasts: Notistack) => typeof toasts.enqueueSnackbar === 'function';

/** Called by the container once mounted: shows the toasts that waited for it. */
export function toastsUp(): void {
  void notistack().then((toasts) => {
    const queued = waiting;
    waiting = [];
    for (const use of queued) use(toasts);
  });
}

export function showToast(message: string, options: OptionsObject): void {
  void notistack().then((toasts) => {
    if (isUp(toasts)) toasts.enqueueSnackbar(message, options);
    else waiting.push((up) => up.enqueueSnackbar(message, options));
  });
}

/** Closes every toast, and drops those still waiting for the container. */
export function closeToasts(): void {
  waiting = [];
  void notistack().then((toasts) => {
    if (isUp(toasts)) toasts.closeSnackbar();
  });
}
