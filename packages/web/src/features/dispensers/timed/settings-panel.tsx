import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { coffeeDispenserUpdateSchema, iceDispenserUpdateSchema, timedDispenserUpdateSchema, type BarIngredientKind, type DispenserKind } from '@bar/domain';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { dispensersQueryKey, dispensersQueryOptions } from '../api/get-dispensers';
import { DispenserIngredientField } from '../dispenser-ingredient-field';
import { updateDispenser } from '../api/update-dispenser';
import type { SettingRecord } from '../api/types';
import { ManualCommandDialog } from '../manual-command-form';

type SettingKind = Exclude<DispenserKind, 'bottles' | 'bib'>;
const INGREDIENT_KIND: Partial<Record<SettingKind, BarIngredientKind>> = { granulars: 'granulars', garnishes: 'garnishes', leaves: 'leaves', coffee: 'coffee' };

const timeOf = (kind: SettingKind, d: SettingRecord) =>
  kind === 'coffee' ? (d as { grinderTime: number }).grinderTime : (d as { dispensingTime: number }).dispensingTime;

/** Granular, cutter, leaves, ice and coffee: a table of dispensers, each edited by its one timing. */
export function SettingsPanel({ kind, barId, canEdit }: { kind: SettingKind; barId: string; canEdit: boolean }) {
  const { t } = useTranslation('dispensers');
  const queryClient = useQueryClient();
  const query = useQuery(dispensersQueryOptions<SettingRecord>(kind, barId));
  const [editing, setEditing] = useState<SettingRecord | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const ingredientKind = INGREDIENT_KIND[kind];
  const timeField = kind === 'coffee' ? 'grinderTime' : 'dispensingTime';
  const timeLabel = kind === 'coffee' ? t('fields.grinderTime') : t('fields.dispensingTime');
  const schema = kind === 'coffee' ? coffeeDispenserUpdateSchema : kind === 'ice' ? iceDispenserUpdateSchema : timedDispenserUpdateSchema;
  const defaults = useMemo(() => {
    if (!editing) return {};
    const withIngredient = editing as { ingredientId?: string | null; ingredient?: { id: string; name: string } | null };
    return {
      [timeField]: timeOf(kind, editing),
      ...(ingredientKind
        ? {
            ingredientId: withIngredient.ingredientId ?? null,
            ingredient: withIngredient.ingredient ? { _id: withIngredient.ingredient.id, name: withIngredient.ingredient.name } : null,
          }
        : {}),
    };
  }, [editing, kind, ingredientKind, timeField]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('timed.loadFailed')}</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">{t(`timed.empty.${kind}`)}</Typography>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t(`timed.table.${kind}`)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.code')}</TableCell>
              {ingredientKind ? <TableCell>{t('columns.ingredient')}</TableCell> : null}
              <TableCell align="right">{timeLabel}</TableCell>
              {canEdit ? <TableCell align="right">{t('columns.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((d) => (
              <TableRow key={d.id} hover>
                <TableCell>{d.graphicCode}</TableCell>
                {ingredientKind ? <TableCell>{(d as { ingredient?: { name: string } | null }).ingredient?.name ?? '—'}</TableCell> : null}
                <TableCell align="right">{timeOf(kind, d)}</TableCell>
                {canEdit ? (
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} justifyContent="flex-end">
                      <Button size="small" onClick={() => setEditing(d)}>
                        {t('actions.edit')}
                      </Button>
                      {kind === 'ice' ? (
                        <Button size="small" onClick={() => setTesting(d.id)}>
                          {t('actions.test')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <FormDialog
        open={Boolean(editing)}
        title={t('dialogs.editDispenser')}
        schema={schema}
        defaultValues={defaults}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const { ingredient, ...edited } = values as { ingredientId?: string | null; ingredient?: { name: string } | null };
          const withIngredient = ingredientKind
            ? {
                ingredientId: edited.ingredientId || null,
                ingredient: edited.ingredientId && ingredient ? { id: edited.ingredientId, name: ingredient.name } : null,
              }
            : {};
          await updateDispenser<SettingRecord>(kind, barId, editing!, { ...edited, ...withIngredient } as Partial<SettingRecord>);
          notifySuccess(t('toasts.saved'));
          await queryClient.invalidateQueries({ queryKey: dispensersQueryKey(barId, kind) });
          setEditing(null);
        }}
      >
        {ingredientKind ? <DispenserIngredientField kind={ingredientKind} barId={barId} /> : null}
        <FormTextField name={timeField} label={timeLabel} type="number" required />
      </FormDialog>
      {kind === 'ice' ? <ManualCommandDialog target="ice" barId={barId} id={testing} title={t('dialogs.testIce')} onClose={() => setTesting(null)} /> : null}
    </>
  );
}
