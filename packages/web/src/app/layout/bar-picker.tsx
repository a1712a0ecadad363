import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableBarsQuery } from '../../lib/bar-queries';
import { useSession } from '../../lib/session-context';

// The menu (and MUI's menu, popover and modal code) is its own chunk: fetched when the pointer or
// the keyboard reaches the button, shown from the first click on.
const loadMenu = () => import('./bar-picker-menu');
const BarPickerMenu = lazy(() => loadMenu().then((module) => ({ default: module.BarPickerMenu })));

/** Header button naming the selected bar; opens the list of bars the user may select. */
export function BarPicker() {
  const { t } = useTranslation();
  const { user, selectedBar, selectedBarId, selectBar } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ maxWidth: 260, textTransform: 'none', flexShrink: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <BarPickerMenu id={menuId} anchor={anchor} bars={bars} selectedBarId={selectedBarId} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
