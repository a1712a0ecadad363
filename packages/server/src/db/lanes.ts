/** Who asks the embedded database: bar events (`live`) or API requests (`request`). */
export type Lane = 'live' | 'request';

export interface LaneScheduler {
  /** Runs `task` when its turn comes: one task at a time, a waiting bar event before waiting requests. */
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T>;
}

interface Waiting {
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/**
 * Two lanes onto one embedded database, inside the database thread (pglite-worker.ts). PGlite runs one
 * statement or transaction at a time; left to its own queue it runs them in the order asked, so under a
 * crowd of API requests a bar's event would wait behind all of them and reach the consoles seconds late.
 * Here each task is chosen when the previous one ends: a waiting bar event goes first, so it waits for
 * at most the task already running; after `liveInARow` bar events in a row while requests wait, one
 * request goes, so a flood of bar events cannot stall the API. Between two tasks the thread takes one
 * turn of its event loop, so that every message which arrived during the last task is queued before the
 * next one is chosen (a query holds the thread while it runs).
 */
export function laneScheduler(liveInARow = 4): LaneScheduler {
  const queues: Record<Lane, Waiting[]> = { live: [], request: [] };
  let running = false;
  let livesTaken = 0;

  const next = (): Waiting | undefined => {
    if (queues.live.length > 0 && (queues.request.length === 0 || livesTaken < liveInARow)) {
      livesTaken++;
      return queues.live.shift();
    }
    livesTaken = 0;
    return queues.request.shift();
  };

  const pump = async () => {
    running = true;
    try {
      for (;;) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const waiting = next();
        if (!waiting) return;
        await waiting.task().then(waiting.resolve, waiting.reject);
      }
    } finally {
      running = false;
    }
  };

  return {
    run<T>(lane: Lane, task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queues[lane].push({ task, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void pump();
      });
    },
  };
}
