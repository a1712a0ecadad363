import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableBarsQuery } from '../../lib/bar-queries';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../lib/session-context';

/** Header button naming the selected bar; opens the list of bars the user may select. */
export function BarPicker() {
  const { t } = useTranslation();
  const { user, selectedBar, selectedBarId, selectBar } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const bars = useQuery({ ...availableBarsQuery(user?.id ?? null), enabled: user !== null && (open || selectedBarId !== null) });

  const name = selectedBar?.name ?? bars.data?.find((bar) => bar.id === selectedBarId)?.name ?? t('barPicker.select');
  const choose = (barId: string) => {
    setAnchor(null);
    selectBar(barId);
  };

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 260, textTransform: 'none', flexShrink: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 240 } } }}
      >
        {bars.isPending && <MenuItem disabled>{t('barPicker.loading')}</MenuItem>}
        {bars.isError && <MenuItem disabled>{errorMessage(bars.error)}</MenuItem>}
        {bars.isSuccess && bars.data.length === 0 && <MenuItem disabled>{t('barPicker.none')}</MenuItem>}
        {bars.data?.map((bar) => (
          <MenuItem key={bar.id} selected={bar.id === selectedBarId} onClick={() => choose(bar.id)}>
            <ListItemText primary={bar.name} secondary={bar.placeName || undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
