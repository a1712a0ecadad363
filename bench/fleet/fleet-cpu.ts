// Preloaded into a bench server (`node --import`): listens to the fleet service's own figures
// (diagnostics channel `bar-console:fleet`, published after each push) and answers the harness
// over the IPC channel. Bundled by the harness; not part of the product.
import diagnostics_channel from 'node:diagnostics_channel';

export interface FleetCpu {
  /** CPU time the fleet rows took since the server started (applying messages, rows, pushes), ms. */
  busyMs: number;
  tracked: number;
}

let latest: FleetCpu = { busyMs: 0, tracked: 0 };
diagnostics_channel.subscribe('bar-console:fleet', (message) => {
  latest = message as FleetCpu;
});

process.on('message', (message: { fleetCpu?: boolean }) => {
  if (message?.fleetCpu) process.send?.({ fleetCpu: latest });
});
process.channel?.unref();
