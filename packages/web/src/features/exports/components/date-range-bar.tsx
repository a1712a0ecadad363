import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { exportDayRangeProblem, parseDayText, zonedDayEnd, zonedDayStart, type ExportType } from '@bar/domain';
import type { CreatedRange } from '../api/get-export-requests';

/** Whole days of the bar's zone from two dd/MM/yyyy texts, as instants (start of From, end of To). */
export function rangeOf(fromText: string, toText: string, timeZone: string): CreatedRange | null {
  const from = parseDayText(fromText);
  const to = parseDayText(toText);
  if (!from || !to) return null;
  return { from: zonedDayStart(from, timeZone).toISOString(), to: zonedDayEnd(to, timeZone).toISOString() };
}

export interface DateRangeBarProps {
  /** IANA zone of the bar: the days are its days. */
  timeZone: string;
  onApply: (range: CreatedRange) => void;
  onExport: (range: CreatedRange, collection: 'Drink' | 'AppOrder', type: ExportType) => void;
  exporting: boolean;
}

/** From/To (dd/MM/yyyy): Apply and the export buttons wait until both are set and at most 3 months apart. */
export function DateRangeBar({ timeZone, onApply, onExport, exporting }: DateRangeBarProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<ExportType>('csv');
  const problem = exportDayRangeProblem(from, to);
  const range = problem ? null : rangeOf(from, to, timeZone);
  const touched = from.trim() !== '' && to.trim() !== '';
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Days in the bar&apos;s time zone ({timeZone}).
      </Typography>
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
        <ToggleButtonGroup size="small" exclusive value={type} onChange={(_, value: ExportType | null) => value && setType(value)} aria-label="File type">
          <ToggleButton value="csv">CSV</ToggleButton>
          <ToggleButton value="excel">Excel</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'Drink', type)}>
          Export drinks
        </Button>
        <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'AppOrder', type)}>
          Export app orders
        </Button>
      </Box>
    </>
  );
}
