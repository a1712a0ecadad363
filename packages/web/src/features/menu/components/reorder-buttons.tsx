import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { DragHandle } from './sortable-rows';

interface Props {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}

/** Move up / move down: the keyboard- and pointer-friendly way to reorder a row. */
export function ReorderButtons({ name, index, count, disabled, onMove }: Props) {
  const { t } = useTranslation('menu');
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <span onClick={stop} style={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={t('reorder.moveUp')}>
        <span>
          <IconButton size="small" aria-label={t('reorder.moveNameUp', { name })} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('reorder.moveDown')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('reorder.moveNameDown', { name })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </span>
  );
}

/** Alt+ArrowUp / Alt+ArrowDown on a focused row moves it. */
export function reorderKey(event: React.KeyboardEvent, index: number, count: number, onMove: (from: number, to: number) => void) {
  if (!event.altKey) return;
  if (event.key === 'ArrowUp' && index > 0) {
    event.preventDefault();
    onMove(index, index - 1);
  } else if (event.key === 'ArrowDown' && index < count - 1) {
    event.preventDefault();
    onMove(index, index + 1);
  }
}

/** The Order cell of a sortable menu row: its drag handle beside the move buttons. */
export function ReorderCell(props: Props) {
  const { t } = useTranslation('menu');
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <DragHandle label={t('reorder.drag', { name: props.name })} />
      <ReorderButtons {...props} />
    </TableCell>
  );
}

/** Tells the operator the three ways to move a row. */
export function ReorderHint() {
  const { t } = useTranslation('menu');
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
      {t('reorder.hint')}
    </Typography>
  );
}
