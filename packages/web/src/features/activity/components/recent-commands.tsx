import type { CommandStatus } from '@bar/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBarFormat } from '../../../lib/format/use-format';
import { useRecentCommands } from '../api/get-recent-commands';
import { describeCommand } from '../commands/describe-command';
import { Panel } from './panel';

const STATUS_COLORS: Record<CommandStatus, ChipProps['color']> = {
  sent: 'default',
  acknowledged: 'info',
  done: 'success',
  failed: 'error',
  timed_out: 'warning',
};

/** The bar's latest commands with their state and who sent them; refreshed while any is in flight. */
export function RecentCommands({ barId }: { barId: string }) {
  const { t } = useTranslation('activity');
  const commands = useRecentCommands(barId);
  const format = useBarFormat();
  const rows = commands.data?.data ?? [];
  return (
    <Panel title={t('panels.recentCommands')} sx={{ gridColumn: '1 / -1' }}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{commands.isPending ? t('recent.loading') : t('recent.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('panels.recentCommands')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('recent.command')}</TableCell>
              <TableCell>{t('recent.by')}</TableCell>
              <TableCell>{t('recent.at')}</TableCell>
              <TableCell>{t('recent.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((command) => (
              <TableRow key={command.id} data-testid="recent-command">
                <TableCell>
                  {describeCommand(t, command.command, command.args)}
                  {command.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {command.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{command.issuedBy.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(command.createdAt)}</TableCell>
                <TableCell>
                  <Chip size="small" label={t(`recent.statuses.${command.status}`)} color={STATUS_COLORS[command.status]} variant="outlined" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
