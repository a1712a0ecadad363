import { recipeCategoryCreateSchema } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { FormCheckboxField } from '../../../components/form-fields/form-checkbox-field';
import { ColorField } from '../../../components/ingredient-kit/color-field';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCategory } from '../api/save-category';
import type { CategoryRow } from '../api/menu-types';

interface Props {
  barId: string;
  open: boolean;
  category?: CategoryRow | null;
  onClose: () => void;
}

/** Add / Edit category: name, color and price required; coffee categories flagged; switched on or off. 'Category Saved!'. */
export function CategoryDialog({ barId, open, category, onClose }: Props) {
  const { t } = useTranslation('menu');
  const save = useSaveCategory(barId, category?.id);
  const defaults = category
    ? { name: category.name, color: category.color, price: category.price, isCoffee: category.isCoffee, enabled: category.enabled }
    : { name: '', color: '#C0392B', price: undefined, isCoffee: false, enabled: true };
  return (
    <FormDialog
      open={open}
      title={category ? t('categories.dialog.editTitle') : t('categories.dialog.addTitle')}
      schema={recipeCategoryCreateSchema}
      defaultValues={defaults}
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notifySuccess(t('categories.toasts.saved'));
        onClose();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField name="name" label={t('categories.dialog.name')} required fullWidth />
        <ColorField />
        <FormTextField name="price" label={t('categories.dialog.price')} type="number" step={0.01} required fullWidth />
        <FormCheckboxField name="isCoffee" label={t('categories.dialog.isCoffee')} />
        <FormCheckboxField name="enabled" label={t('categories.dialog.enabled')} />
      </Stack>
    </FormDialog>
  );
}
