import { z } from 'zod';
import Alert from '@mui/material/Alert';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import type { RecipeRow } from '../api/menu-types';
import { useOrderDrink } from '../api/order-drink';
import { UnavailableReasons } from './unavailable-reasons';

const orderSchema = z.object({ orderName: z.string().trim().max(60, 'The name is at most 60 characters') });

/**
 * 'Order Drink': sends the recipe to the bar's queue. A recipe the bar cannot make now shows why
 * and cannot be ordered. On failure no notification (SPEC §8); the dialog shows why.
 */
export function OrderDrinkDialog({ barId, recipe, onClose }: { barId: string; recipe: RecipeRow | null; onClose: () => void }) {
  const order = useOrderDrink(barId);
  const unavailable = recipe !== null && !recipe.valid;
  return (
    <FormDialog
      open={recipe !== null}
      title="Order Drink"
      schema={orderSchema}
      defaultValues={{ orderName: '' }}
      submitLabel="Order it!"
      submitDisabled={unavailable}
      onClose={onClose}
      onSubmit={async (values) => {
        if (unavailable) return;
        await order.mutateAsync({ recipe: recipe!, orderName: values.orderName });
        notifySuccess('Drink Ordered Successfully');
        onClose();
      }}
    >
      {unavailable ? (
        <Alert severity="warning">
          {recipe.name} cannot be made now.
          <UnavailableReasons reasons={recipe.unavailableReasons} />
        </Alert>
      ) : null}
      <FormTextField name="orderName" label={`Name for the ${recipe?.name ?? 'drink'} (optional)`} fullWidth sx={{ mt: 1 }} />
    </FormDialog>
  );
}
