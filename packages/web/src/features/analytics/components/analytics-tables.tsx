import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesAnalytics } from '../api/get-sales-analytics';
import { FIGURE_KEYS, dayText, figureChange } from '../analytics-figures';
import type { useFigureText } from '../use-figure-text';

type Text = ReturnType<typeof useFigureText>;

/** A titled table that scrolls sideways inside its own box when the screen is narrower than it. */
function FigureTable({ title, head, children }: { title: string; head: ReactNode[]; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box data-pan sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {head.map((cell, i) => (
                <TableCell key={i} align={i ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function Row({ cells }: { cells: ReactNode[] }) {
  return (
    <TableRow>
      {cells.map((cell, i) => (
        <TableCell key={i} align={i ? 'right' : 'left'} component={i ? 'td' : 'th'} scope={i ? undefined : 'row'} sx={{ whiteSpace: 'nowrap' }}>
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The table view: the same figures as the charts, per sales channel, day, hour of the day and recipe. */
export function AnalyticsTables({ analytics, text }: { analytics: SalesAnalytics; text: Text }) {
  const { t } = useTranslation('analytics');
  const count = (n: number) => text.number(n);
  return (
    <Box>
      <FigureTable
        title={t('table.byChannel')}
        head={[t('table.figure'), t('table.current'), t('table.previous'), t('table.change'), ...analytics.channels.map((c) => t(`channels.${c.channel}`))]}
      >
        {FIGURE_KEYS.map((key) => (
          <Row
            key={key}
            cells={[
              t(`figures.${key}`),
              text.figure(key, analytics.totals.current),
              text.figure(key, analytics.totals.previous),
              text.change(figureChange(analytics.totals, key)),
              ...analytics.channels.map((c) => text.figure(key, c.current)),
            ]}
          />
        ))}
      </FigureTable>
      <FigureTable
        title={t('table.perDay')}
        head={[t('table.day'), t('table.drinks'), t('table.revenue'), t('table.previousDay'), t('table.previousDrinks'), t('table.previousRevenue')]}
      >
        {analytics.days.map((d) => (
          <Row
            key={d.day}
            cells={[dayText(d.day), count(d.drinks), text.money(d.revenue), dayText(d.previousDay), count(d.previousDrinks), text.money(d.previousRevenue)]}
          />
        ))}
      </FigureTable>
      <FigureTable
        title={t('table.perHour')}
        head={[t('table.hour'), t('table.drinks'), t('table.revenue'), t('table.previousDrinks'), t('table.previousRevenue')]}
      >
        {analytics.hours.map((h) => (
          <Row
            key={h.hour}
            cells={[`${String(h.hour).padStart(2, '0')}:00`, count(h.drinks), text.money(h.revenue), count(h.previousDrinks), text.money(h.previousRevenue)]}
          />
        ))}
      </FigureTable>
      <FigureTable
        title={t('table.recipes')}
        head={[t('table.recipe'), t('table.drinks'), t('table.revenue'), t('table.previousDrinks'), t('table.previousRevenue')]}
      >
        {analytics.recipes.map((r) => (
          <Row key={r.name} cells={[r.name, count(r.drinks), text.money(r.revenue), count(r.previousDrinks), text.money(r.previousRevenue)]} />
        ))}
      </FigureTable>
    </Box>
  );
}
