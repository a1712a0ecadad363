import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import type { RecipeRow } from '../api/menu-types';
import { useOrderDrink } from '../api/order-drink';

const orderSchema = z.object({ orderName: z.string().trim().max(60, 'The name is at most 60 characters') });

/** 'Order Drink': sends the recipe to the bar's queue. On failure no notification (SPEC §8); the dialog shows why. */
export function OrderDrinkDialog({ barId, categoryName, recipe, onClose }: { barId: string; categoryName: string; recipe: RecipeRow | null; onClose: () => void }) {
  const order = useOrderDrink(barId, categoryName);
  return (
    <FormDialog
      open={recipe !== null}
      title="Order Drink"
      schema={orderSchema}
      defaultValues={{ orderName: '' }}
      submitLabel="Order it!"
      onClose={onClose}
      onSubmit={async (values) => {
        await order.mutateAsync({ recipe: recipe!, orderName: values.orderName });
        notifySuccess('Drink Ordered Successfully');
        onClose();
      }}
    >
      <FormTextField name="orderName" label={`Name for the ${recipe?.name ?? 'drink'} (optional)`} fullWidth sx={{ mt: 1 }} />
    </FormDialog>
  );
}
