import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One headline number of the dashboard (Daily Orders, Daily Income). */
export function StatCard({ title, value, loading }: { title: string; value: string; loading: boolean }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={`stat-${title}`}>
        {loading ? <Skeleton width="40%" /> : value}
      </Typography>
    </Paper>
  );
}
