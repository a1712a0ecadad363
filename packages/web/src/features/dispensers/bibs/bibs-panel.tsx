import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { dispensersQueryOptions } from '../api/get-dispensers';
import type { BibRecord, ValveRecord } from '../api/types';
import { useValveLabel } from './valve-label';
import { ValveDialog } from './valve-dialog';

/** Beverage dispensers with their valves; a valve opens its Edit / Test dialog. */
export function BibsPanel({ barId, canEdit }: { barId: string; canEdit: boolean }) {
  const { t } = useTranslation('dispensers');
  const valveLabel = useValveLabel();
  const query = useQuery(dispensersQueryOptions<BibRecord>('bib', barId));
  const [valve, setValve] = useState<ValveRecord | null>(null);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('bibs.loadFailed')}</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">{t('bibs.empty')}</Typography>;
  return (
    <>
      <Grid container spacing={2}>
        {query.data.map((bib) => (
          <Grid key={bib.id} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6">{`${bib.graphicCode} · ${bib.beverageType}`}</Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {bib.robots.length ? t('bibs.robots', { robots: bib.robots.map((r) => `${r.tagName} (${r.position})`).join(', ') }) : t('bibs.noRobots')}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {bib.valveIds.map((v) => (
                    <Chip
                      key={v.id}
                      label={`${v.graphicCode}: ${valveLabel(v)}`}
                      color={v.flavourId ? 'primary' : 'default'}
                      variant={v.flavourId ? 'filled' : 'outlined'}
                      onClick={canEdit ? () => setValve(v) : undefined}
                    />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {canEdit ? <ValveDialog valve={valve} barId={barId} onClose={() => setValve(null)} /> : null}
    </>
  );
}
