import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CUP_CODES } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormTextField } from '../form-dialog/form-text-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FieldGrid, Section } from './section';
import type { BarFormValues } from './bar-form';

const CUP_CODE_OPTIONS = CUP_CODES.map((code) => ({ value: code, label: code }));

const TIMINGS = [
  ['bibWashingTime', 'Bib Washing Time'],
  ['shakerWashingTime', 'Shaker Washing Time'],
  ['cutterTime', 'Cutter Time'],
  ['cupDispenserTime', 'Cup Dispenser Time'],
  ['crusherTime', 'Crusher Time'],
  ['leavesDispenserTime', 'Leaves Dispenser Time'],
] as const;

/** Timings (ms), conveyors and the cups the robots hand out. */
export function RoboticSettingsTab() {
  const { control } = useFormContext<BarFormValues>();
  const cups = useFieldArray({ control, name: 'roboticSystem.cups' });
  return (
    <>
      <Section title="Timings">
        <FieldGrid columns={3}>
          {TIMINGS.map(([field, label]) => (
            <FormTextField key={field} name={`roboticSystem.${field}`} label={label} type="number" step={1} helperText="ms" fullWidth />
          ))}
          <FormTextField name="conveyors" label="Conveyors" type="number" step={1} fullWidth />
        </FieldGrid>
      </Section>
      <Section
        title="Cups"
        actions={
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => cups.append({ code: 'DRINK', name: '', needsMetafork: false, position: cups.fields.length })}
          >
            Add Cup
          </Button>
        }
      >
        {cups.fields.length === 0 ? <Typography color="text.secondary">No cups configured.</Typography> : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {cups.fields.map((cup, index) => (
            <Paper
              key={cup.id}
              variant="outlined"
              role="group"
              aria-label={`Cup ${index + 1}`}
              sx={{ p: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '160px minmax(0,1fr) 110px auto auto' }, gap: 1.5, alignItems: 'center' }}
            >
              <FormSelectField name={`roboticSystem.cups.${index}.code`} label="Cup Code" options={CUP_CODE_OPTIONS} size="small" fullWidth />
              <FormTextField name={`roboticSystem.cups.${index}.name`} label="Cup Name" size="small" fullWidth />
              <FormTextField name={`roboticSystem.cups.${index}.position`} label="Position" type="number" step={1} size="small" fullWidth />
              <FormCheckboxField name={`roboticSystem.cups.${index}.needsMetafork`} label="Needs Metafork" />
              <IconButton aria-label={`Remove cup ${index + 1}`} onClick={() => cups.remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Paper>
          ))}
        </Box>
      </Section>
    </>
  );
}
