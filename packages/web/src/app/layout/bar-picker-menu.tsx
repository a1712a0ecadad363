import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BarOption } from '../../lib/bar-queries';
import { errorMessage } from '../../lib/notify';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  bars: UseQueryResult<BarOption[]>;
  selectedBarId: string | null;
  onChoose: (barId: string) => void;
  onClose: () => void;
}

/** The list of bars the user may select (its own chunk: loaded on the way to the picker's first opening). */
export function BarPickerMenu({ id, anchor, bars, selectedBarId, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 240 } } }}
    >
      {bars.isPending && <MenuItem disabled>{t('barPicker.loading')}</MenuItem>}
      {bars.isError && <MenuItem disabled>{errorMessage(bars.error)}</MenuItem>}
      {bars.isSuccess && bars.data.length === 0 && <MenuItem disabled>{t('barPicker.none')}</MenuItem>}
      {bars.data?.map((bar) => (
        <MenuItem key={bar.id} selected={bar.id === selectedBarId} onClick={() => onChoose(bar.id)}>
          <ListItemText primary={bar.name} secondary={bar.placeName || undefined} />
        </MenuItem>
      ))}
    </Menu>
  );
}
