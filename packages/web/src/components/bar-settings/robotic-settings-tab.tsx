import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CUP_CODES } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormTextField } from '../form-dialog/form-text-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FieldGrid, Section } from './section';
import type { BarFormValues } from './bar-form';

const CUP_CODE_OPTIONS = CUP_CODES.map((code) => ({ value: code, label: code }));

const TIMINGS = ['bibWashingTime', 'shakerWashingTime', 'cutterTime', 'cupDispenserTime', 'crusherTime', 'leavesDispenserTime'] as const;

/** Timings (ms), conveyors and the cups the robots hand out. */
export function RoboticSettingsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<BarFormValues>();
  const cups = useFieldArray({ control, name: 'roboticSystem.cups' });
  return (
    <>
      <Section title={t('barSettings.robotic.timings')}>
        <FieldGrid columns={3}>
          {TIMINGS.map((field) => (
            <FormTextField
              key={field}
              name={`roboticSystem.${field}`}
              label={t(`barSettings.robotic.${field}`)}
              type="number"
              step={1}
              helperText={t('barSettings.robotic.ms')}
              fullWidth
            />
          ))}
          <FormTextField name="conveyors" label={t('barSettings.robotic.conveyors')} type="number" step={1} fullWidth />
        </FieldGrid>
      </Section>
      <Section
        title={t('barSettings.robotic.cups')}
        actions={
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => cups.append({ code: 'DRINK', name: '', needsMetafork: false, position: cups.fields.length })}
          >
            {t('barSettings.robotic.addCup')}
          </Button>
        }
      >
        {cups.fields.length === 0 ? <Typography color="text.secondary">{t('barSettings.robotic.noCups')}</Typography> : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {cups.fields.map((cup, index) => (
            <Paper
              key={cup.id}
              variant="outlined"
              role="group"
              aria-label={t('barSettings.robotic.cup', { number: index + 1 })}
              sx={{
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: '160px minmax(0,1fr) 110px auto auto' },
                gap: 1.5,
                alignItems: 'center',
              }}
            >
              <FormSelectField
                name={`roboticSystem.cups.${index}.code`}
                label={t('barSettings.robotic.cupCode')}
                options={CUP_CODE_OPTIONS}
                size="small"
                fullWidth
              />
              <FormTextField name={`roboticSystem.cups.${index}.name`} label={t('barSettings.robotic.cupName')} size="small" fullWidth />
              <FormTextField
                name={`roboticSystem.cups.${index}.position`}
                label={t('barSettings.robotic.position')}
                type="number"
                step={1}
                size="small"
                fullWidth
              />
              <FormCheckboxField name={`roboticSystem.cups.${index}.needsMetafork`} label={t('barSettings.robotic.needsMetafork')} />
              <IconButton aria-label={t('barSettings.robotic.removeCup', { number: index + 1 })} onClick={() => cups.remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Paper>
          ))}
        </Box>
      </Section>
    </>
  );
}
