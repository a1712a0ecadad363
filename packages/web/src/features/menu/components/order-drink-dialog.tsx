import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import type { RecipeRow } from '../api/menu-types';
import { useOrderDrink } from '../api/order-drink';
import { UnavailableReasons } from './unavailable-reasons';
import { RecipeForecastNote } from './recipe-forecast-note';
import type { RecipeForecastView } from '@bar/domain';

const orderSchema = (tooLong: string) => z.object({ orderName: z.string().trim().max(60, tooLong) });

/**
 * 'Order Drink': sends the recipe to the bar's queue. A recipe the bar cannot make now shows why
 * and cannot be ordered. On failure no notification (SPEC §8); the dialog shows why.
 */
export function OrderDrinkDialog({
  barId,
  recipe,
  forecast,
  timeZone,
  onPick,
  onClose,
}: {
  barId: string;
  recipe: RecipeRow | null;
  /** The forecast of this recipe: when it runs out, or what to offer instead. */
  forecast?: RecipeForecastView;
  timeZone?: string;
  /** Switches the dialog to an offered substitute. */
  onPick?: (recipeId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  const schema = useMemo(() => orderSchema(t('order.nameTooLong')), [t]);
  const order = useOrderDrink(barId);
  const unavailable = recipe !== null && !recipe.valid;
  return (
    <FormDialog
      open={recipe !== null}
      title={t('order.title')}
      schema={schema}
      defaultValues={{ orderName: '' }}
      submitLabel={t('order.submit')}
      submitDisabled={unavailable}
      onClose={onClose}
      onSubmit={async (values) => {
        if (unavailable) return;
        await order.mutateAsync({ recipe: recipe!, orderName: values.orderName });
        notifySuccess(t('order.ordered'));
        onClose();
      }}
    >
      {unavailable ? (
        <Alert severity="warning">
          {t('order.cannotMake', { name: recipe.name })}
          <UnavailableReasons reasons={recipe.unavailableReasons} />
          <RecipeForecastNote forecast={forecast} timeZone={timeZone} onPick={onPick} />
        </Alert>
      ) : (
        <RecipeForecastNote forecast={forecast} timeZone={timeZone} />
      )}
      <FormTextField name="orderName" label={t('order.nameLabel', { name: recipe?.name ?? t('order.drink') })} fullWidth sx={{ mt: 1 }} />
    </FormDialog>
  );
}
