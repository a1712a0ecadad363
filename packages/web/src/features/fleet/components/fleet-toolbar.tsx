import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FLEET_FILTERS, FLEET_SORTS, type FleetFilter, type FleetSort } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import type { FleetView } from '../fleet-rows';

export interface FleetToolbarProps {
  view: FleetView;
  counts: Record<FleetFilter, number>;
  onChange: (change: Partial<FleetView>) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Search by name, which bars to show (with how many each choice keeps) and their order. */
export function FleetToolbar({ view, counts, onChange }: FleetToolbarProps) {
  const { t } = useTranslation('fleet');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={view.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('show.label')}
        value={view.filter}
        onChange={(event) => onChange({ filter: event.target.value as FleetFilter })}
        sx={{ flex: '0 1 200px' }}
        slotProps={nativeSelect}
      >
        {FLEET_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`show.${filter}`, { n: counts[filter] })}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as FleetSort })}
        sx={{ flex: '0 1 260px' }}
        slotProps={nativeSelect}
      >
        {FLEET_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
