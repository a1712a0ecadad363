import type { TFunction } from 'i18next';
import { COMMAND_LABELS, CONVEYOR_POSITIONS, ROBOTIC_MODES, type CommandName, type ConveyorPosition, type RoboticMode } from '@bar/domain';

type Args = Record<string, unknown>;

const isMode = (value: unknown): value is RoboticMode => ROBOTIC_MODES.includes(value as RoboticMode);
const isCommand = (value: string): value is CommandName => Object.hasOwn(COMMAND_LABELS, value);
const isPosition = (value: unknown): value is ConveyorPosition => CONVEYOR_POSITIONS.includes(value as ConveyorPosition);

/**
 * A command of the recent list in the operator's words.
 * @example describeCommand(t, 'setMode', { mode: 'danceMode', value: true }) === 'Mode: Dance on'
 */
export function describeCommand(t: TFunction<'activity'>, command: string, rawArgs: unknown): string {
  const label = isCommand(command) ? t(`recent.commands.${command}`) : command;
  const args: Args = typeof rawArgs === 'object' && rawArgs !== null ? (rawArgs as Args) : {};
  const onOff = (value: unknown) => (value ? t('recent.on') : t('recent.off'));
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
      detail = `${String(args.number ?? '?')} ${isPosition(args.position) ? t(`recent.conveyorPositions.${args.position}`) : String(args.position ?? '')}`;
      break;
    case 'unlockConveyor':
      detail = t('recent.position', { position: String(args.deliveryPosition ?? '?') });
      break;
    case 'setTheme':
      detail = String(args.theme ?? '');
      break;
    case 'setOpen':
      detail = args.open ? t('recent.open') : t('recent.closed');
      break;
    case 'setMode':
      detail = isMode(args.mode) ? `${t(`modes.${args.mode}`)} ${onOff(args.value)}` : '';
      break;
  }
  detail = detail.trim();
  return detail ? `${label}: ${detail}` : label;
}
