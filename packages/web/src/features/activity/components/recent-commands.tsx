import type { CommandStatus } from '@bar/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRecentCommands } from '../api/get-recent-commands';
import { COMMAND_STATUS_LABELS, describeCommand } from '../commands/describe-command';
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
  const commands = useRecentCommands(barId);
  const rows = commands.data?.data ?? [];
  return (
    <Panel title="Recent commands" sx={{ gridColumn: '1 / -1' }}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{commands.isPending ? 'Loading…' : 'No commands sent yet.'}</Typography>
      ) : (
        <Table size="small" aria-label="Recent commands">
          <TableHead>
            <TableRow>
              <TableCell>Command</TableCell>
              <TableCell>By</TableCell>
              <TableCell>At</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((command) => (
              <TableRow key={command.id} data-testid="recent-command">
                <TableCell>
                  {describeCommand(command.command, command.args)}
                  {command.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {command.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{command.issuedBy.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(command.createdAt)}</TableCell>
                <TableCell>
                  <Chip size="small" label={COMMAND_STATUS_LABELS[command.status]} color={STATUS_COLORS[command.status]} variant="outlined" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
