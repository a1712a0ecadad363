import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { RecipeForecastView } from '@bar/domain';
import { useFormat } from '../../../lib/format/use-format';

/**
 * What the forecast says about a recipe: one that can be made now but not after one of its bottles
 * runs out ('Unavailable from around 22:10 (Gin runs out)'), or the closest recipes of its category
 * to offer instead of one that cannot be made — buttons when `onPick` is given (the Order dialog).
 */
export function RecipeForecastNote({
  forecast,
  timeZone,
  onPick,
}: {
  forecast: RecipeForecastView | undefined;
  timeZone?: string;
  onPick?: (recipeId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!forecast) return null;
  if (forecast.valid && forecast.runsOutAt) {
    return (
      <Typography variant="caption" color="warning.main" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="recipe-runs-out">
        <ScheduleIcon fontSize="inherit" aria-hidden />
        {t('forecast.runsOutAround', { time: format.time(forecast.runsOutAt, timeZone), ingredient: forecast.ingredientName ?? '' })}
      </Typography>
    );
  }
  if (forecast.valid || !forecast.substitutes.length) return null;
  const names = forecast.substitutes.map((s) => s.name).join(', ');
  if (!onPick) {
    return (
      <Typography variant="caption" color="text.primary" display="block" data-testid="recipe-substitutes">
        {t('forecast.insteadOffer', { names })}
      </Typography>
    );
  }
  return (
    <Box data-testid="recipe-substitutes" sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2">{t('forecast.insteadLabel')}</Typography>
      {forecast.substitutes.map((s) => (
        <Button key={s.recipeId} size="small" variant="outlined" onClick={() => onPick(s.recipeId)} sx={{ minHeight: 36 }}>
          {s.name}
        </Button>
      ))}
    </Box>
  );
}
