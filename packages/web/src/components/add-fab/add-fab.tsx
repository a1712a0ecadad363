import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';

export interface AddFabProps {
  /** Usually opens a create dialog. */
  onClick: () => void;
  /** Accessible name; 'Add' (in the console's language) unless the page needs more precision. */
  label?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * The floating Add button at the bottom right. It also leaves room at the end of the page so
 * that, scrolled to the bottom, the button never covers the table pagination.
 */
export function AddFab({ onClick, label, icon = <AddIcon />, disabled }: AddFabProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box aria-hidden sx={{ height: 80 }} />
      <Fab
        color="primary"
        aria-label={label ?? t('actions.add')}
        onClick={onClick}
        disabled={disabled}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        {icon}
      </Fab>
    </>
  );
}
