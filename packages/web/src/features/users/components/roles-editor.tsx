import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ASSIGNABLE_ROLES, type BarRole } from '@bar/domain';
import { FormSelectField } from '../../../components/form-dialog/form-select-field';
import { BarLookupField } from '../../../components/lookup/bar-lookup-field';
import { useValidationText } from '../../../lib/i18n/validation-text';

/** A row of the roles editor: the bar's name is kept beside its id to show it. */
export interface RoleRow {
  role: BarRole;
  barId: string;
  barName: string;
}

/** SUPERADMIN is never offered (SPEC §5). */
const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: role }));

/** A new row starts as ADMIN with no bar (SPEC §5). */
export const newRoleRow = (): RoleRow => ({ role: 'ADMIN', barId: '', barName: '' });

/** Rows of role + bar (bar chosen by name lookup); Add Role appends an ADMIN row. */
export function RolesEditor() {
  const { t } = useTranslation('users');
  const validationText = useValidationText();
  const { control, formState } = useFormContext<{ roles: RoleRow[] }>();
  const rows = useFieldArray({ control, name: 'roles' });
  const listError = validationText(formState.errors.roles?.root?.message ?? formState.errors.roles?.message);
  return (
    <Box component="section" aria-label={t('roles.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('roles.title')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => rows.append(newRoleRow())}>
          {t('roles.add')}
        </Button>
      </Box>
      {rows.fields.length === 0 ? <Typography color="text.secondary">{t('roles.none')}</Typography> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rows.fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={t('roles.row', { number: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: '160px minmax(0, 1fr) auto', gap: 1.5, alignItems: 'start' }}
          >
            <FormSelectField name={`roles.${index}.role`} label={t('roles.role')} options={ROLE_OPTIONS} size="small" fullWidth />
            <BarLookupField idName={`roles.${index}.barId`} labelName={`roles.${index}.barName`} label={t('roles.bar')} size="small" required />
            <IconButton aria-label={t('roles.remove', { number: index + 1 })} onClick={() => rows.remove(index)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
    </Box>
  );
}
