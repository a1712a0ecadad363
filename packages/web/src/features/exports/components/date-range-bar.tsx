import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { exportDayRangeProblem, parseDayText } from '@bar/domain';
import type { CreatedRange } from '../api/get-export-requests';

/** The local day range of two dd/MM/yyyy texts as instants (start of From, end of To). */
export function rangeOf(fromText: string, toText: string): CreatedRange | null {
  const from = parseDayText(fromText);
  const to = parseDayText(toText);
  if (!from || !to) return null;
  return {
    from: new Date(from.year, from.month - 1, from.day).toISOString(),
    to: new Date(to.year, to.month - 1, to.day, 23, 59, 59, 999).toISOString(),
  };
}

export interface DateRangeBarProps {
  onApply: (range: CreatedRange) => void;
  onExport: (range: CreatedRange, collection: 'Drink' | 'AppOrder') => void;
  exporting: boolean;
}

/** From/To (dd/MM/yyyy): Apply and the export buttons wait until both are set and at most 3 months apart. */
export function DateRangeBar({ onApply, onExport, exporting }: DateRangeBarProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const problem = exportDayRangeProblem(from, to);
  const range = problem ? null : rangeOf(from, to);
  const touched = from.trim() !== '' && to.trim() !== '';
  return (
    <Box component="form" aria-label="Date range" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }} onSubmit={(e) => {
      e.preventDefault();
      if (range) onApply(range);
    }}>
      <TextField size="small" label="From" placeholder="dd/MM/yyyy" value={from} onChange={(e) => setFrom(e.target.value)} sx={{ width: 150 }} />
      <TextField
        size="small"
        label="To"
        placeholder="dd/MM/yyyy"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={touched && Boolean(problem)}
        helperText={touched ? problem ?? ' ' : ' '}
        sx={{ width: 220 }}
      />
      <Button type="submit" variant="contained" disabled={!range}>
        Apply
      </Button>
      <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'Drink')}>
        Export drinks
      </Button>
      <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'AppOrder')}>
        Export app orders
      </Button>
    </Box>
  );
}
