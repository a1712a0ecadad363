import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { holdsSeveralBars } from '../../lib/held-bars';
import { useSession } from '../../lib/session-context';
import { NAV_ICONS } from './nav-icons';
import { buildNavGroups, isCurrentSection } from './nav-items';

/** The sidebar menu: Operations for super admins, then the selected bar's screens. */
export function NavMenu() {
  const { t } = useTranslation();
  const { role, selectedBar, user } = useSession();
  const { pathname } = useLocation();
  const groups = buildNavGroups(role, selectedBar, { fleet: user !== null && holdsSeveralBars(user) });

  return (
    <>
      {groups.map((group) => {
        // the bar group is titled by the bar's name
        const title = group.id === 'operations' ? t('nav.operations') : group.title;
        return (
          <List
            key={group.id}
            dense
            aria-labelledby={title ? `nav-group-${group.id}` : undefined}
            aria-label={title ? undefined : t(`nav.items.${group.items[0].icon}`)}
            sx={title ? undefined : { borderTop: 1, borderColor: 'divider' }}
            subheader={
              title ? (
                <ListSubheader
                  id={`nav-group-${group.id}`}
                  disableSticky
                  title={title}
                  sx={{ lineHeight: '36px', bgcolor: 'transparent', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {title}
                </ListSubheader>
              ) : undefined
            }
          >
            {group.items.map((item) => {
              const Icon = NAV_ICONS[item.icon];
              const current = isCurrentSection(item, pathname);
              return (
                <ListItem key={item.label} disablePadding>
                  <ListItemButton component={Link} to={item.href} selected={current} aria-current={current ? 'page' : undefined}>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(`nav.items.${item.icon}`)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        );
      })}
    </>
  );
}
