import { COMMAND_LABELS, ROBOTIC_MODES, type CommandName, type CommandStatus, type RoboticMode } from '@bar/domain';
import { MODE_LABELS } from './command-texts';

type Args = Record<string, unknown>;

const onOff = (value: unknown) => (value ? 'on' : 'off');
const isMode = (value: unknown): value is RoboticMode => ROBOTIC_MODES.includes(value as RoboticMode);

/**
 * A command of the recent list in the operator's words.
 * @example describeCommand('setMode', { mode: 'danceMode', value: true }) === 'Mode: Dance on'
 */
export function describeCommand(command: string, rawArgs: unknown): string {
  const label = COMMAND_LABELS[command as CommandName] ?? command;
  const args: Args = typeof rawArgs === 'object' && rawArgs !== null ? (rawArgs as Args) : {};
  let detail = '';
  switch (command) {
    case 'startRobot':
    case 'stopRobot':
    case 'abortRobot':
    case 'toggleRobotMaintenance':
      detail = String(args.tagName ?? '');
      break;
    case 'enableRobot':
      detail = `${String(args.tagName ?? '')} ${onOff(args.enabled)}`;
      break;
    case 'moveConveyor':
      detail = `${String(args.number ?? '?')} ${String(args.position ?? '')}`;
      break;
    case 'unlockConveyor':
      detail = `position ${String(args.deliveryPosition ?? '?')}`;
      break;
    case 'setTheme':
      detail = String(args.theme ?? '');
      break;
    case 'setOpen':
      detail = args.open ? 'open' : 'closed';
      break;
    case 'setMode':
      detail = isMode(args.mode) ? `${MODE_LABELS[args.mode]} ${onOff(args.value)}` : '';
      break;
  }
  detail = detail.trim();
  return detail ? `${label}: ${detail}` : label;
}

export const COMMAND_STATUS_LABELS: Record<CommandStatus, string> = {
  sent: 'sent',
  acknowledged: 'acknowledged',
  done: 'done',
  failed: 'failed',
  timed_out: 'timed out',
};
