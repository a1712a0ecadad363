import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Why a recipe cannot be made now, one line per ingredient ('Campari: bottle empty'), as the server lists them. */
export function UnavailableReasons({ reasons }: { reasons: readonly string[] | undefined }) {
  const { t } = useTranslation('menu');
  // until the menu is reloaded with its reasons (e.g. right after a live change), say it generally
  const lines = reasons?.length ? reasons : [t('recipes.unknownReason')];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((reason) => (
        <Typography key={reason} component="li" variant="caption" display="list-item">
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
