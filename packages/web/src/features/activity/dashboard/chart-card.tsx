import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/error-boundary/error-boundary';

interface Props {
  title: string;
  /** Whether there is anything to draw; else the card says 'No data found'. */
  hasData: boolean;
  loading?: boolean;
  children: ReactNode;
  /** Spans the whole dashboard row. */
  wide?: boolean;
}

/** A titled dashboard panel that lazy-loads its chart only when there is data to draw. */
export function ChartCard({ title, hasData, loading = false, children, wide = false }: Props) {
  const { t } = useTranslation('activity');
  const titleId = useId();
  let body: ReactNode;
  if (loading) body = <Skeleton variant="rounded" height={180} />;
  else if (!hasData)
    body = (
      <Box sx={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{t('dashboard.noData')}</Typography>
      </Box>
    );
  else
    body = (
      <ErrorBoundary resetKey={title}>
        <Suspense fallback={<Skeleton variant="rounded" height={180} />}>{children}</Suspense>
      </ErrorBoundary>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}
