import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import { useTranslation } from 'react-i18next';
import type { NamedValue } from './api/get-dashboard-today';

/** Today's most ordered drinks, best first. */
export function TopDrinksList({ drinks }: { drinks: NamedValue[] }) {
  const { t } = useTranslation('activity');
  const ranked = [...drinks].sort((a, b) => b.value - a.value).slice(0, 8);
  return (
    <List dense disablePadding aria-label={t('dashboard.topDrinks')}>
      {ranked.map((drink, index) => (
        <ListItem key={`${drink.name}-${index}`} disableGutters secondaryAction={<strong>{drink.value}</strong>}>
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <Avatar
              sx={{
                width: 26,
                height: 26,
                fontSize: 13,
                bgcolor: index < 3 ? 'primary.main' : 'action.selected',
                color: index < 3 ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {index + 1}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={drink.name} slotProps={{ primary: { noWrap: true } }} sx={{ pr: 4 }} />
        </ListItem>
      ))}
    </List>
  );
}
