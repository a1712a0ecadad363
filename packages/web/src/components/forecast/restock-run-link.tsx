import Button from '@mui/material/Button';
import InventoryIcon from '@mui/icons-material/Inventory';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/** Opens the restock list of every bar of the user (a restock run), e.g. from the fleet overview. */
export function RestockRunLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.restock.href(true)} variant="outlined" startIcon={<InventoryIcon />}>
      {t('forecast.restockRun')}
    </Button>
  );
}
