import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportType } from '@bar/domain';
import type { CreatedRange } from '../../../components/export-list-button/export-request';
import { pickedRange } from '../../../components/export-list-button/day-range';
import { DayRangeFields, NO_DAYS, type DayRange } from '../../../components/export-list-button/day-range-fields';

export interface DateRangeBarProps {
  /** IANA zone of the bar: the days are its days. */
  timeZone: string;
  onApply: (range: CreatedRange) => void;
  onExport: (range: CreatedRange, collection: 'Drink' | 'AppOrder', type: ExportType) => void;
  exporting: boolean;
}

/** From/To (dd/MM/yyyy): Apply and the export buttons wait until both are set and at most 3 months apart. */
export function DateRangeBar({ timeZone, onApply, onExport, exporting }: DateRangeBarProps) {
  const { t } = useTranslation(['exports', 'common']);
  const [days, setDays] = useState<DayRange>(NO_DAYS);
  const [type, setType] = useState<ExportType>('csv');
  const range = pickedRange(days.from, days.to, timeZone);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('common:dayRange.barTimeZone', { timeZone })}
      </Typography>
      <Box
        component="form"
        aria-label={t('dateRange')}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (range) onApply(range);
        }}
      >
        <DayRangeFields value={days} onChange={setDays} />
        <Button type="submit" variant="contained" disabled={!range}>
          {t('common:actions.apply')}
        </Button>
        <ToggleButtonGroup size="small" exclusive value={type} onChange={(_, value: ExportType | null) => value && setType(value)} aria-label={t('fileType')}>
          <ToggleButton value="csv">{t('types.csv')}</ToggleButton>
          <ToggleButton value="excel">{t('types.excel')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'Drink', type)}>
          {t('exportDrinks')}
        </Button>
        <Button variant="outlined" disabled={!range || exporting} onClick={() => range && onExport(range, 'AppOrder', type)}>
          {t('exportAppOrders')}
        </Button>
      </Box>
    </>
  );
}
