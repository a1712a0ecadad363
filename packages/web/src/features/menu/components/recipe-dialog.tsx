import { useTranslation } from 'react-i18next';
import { coffeeRecipeFormSchema, recipeFormSchema } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { RecipeRow } from '../api/menu-types';
import { useSaveRecipe } from '../api/save-recipe';
import { RecipeFields } from './recipe-fields';

interface Props {
  barId: string;
  categoryId: string;
  isCoffee: boolean;
  open: boolean;
  recipe?: RecipeRow | null;
  onClose: () => void;
}

/** 'Create New Recipe' / 'Update Recipe' with their success and error toasts (SPEC §8). */
export function RecipeDialog({ barId, categoryId, isCoffee, open, recipe, onClose }: Props) {
  const { t } = useTranslation('menu');
  const save = useSaveRecipe(barId, categoryId, recipe?.id);
  const defaults = recipe
    ? {
        name: recipe.name,
        price: recipe.price ?? undefined,
        cup: recipe.cup ?? '',
        coffeeType: recipe.coffeeType ?? '',
        ingredients: recipe.ingredients.map(({ id, ...i }) => ({ ...i, _id: id, ingredientType: i.ingredientType as never, action: i.action as never })),
      }
    : { name: '', cup: '', coffeeType: '', ingredients: [] };
  return (
    <FormDialog
      open={open}
      maxWidth="md"
      title={recipe ? t('recipeForm.updateTitle') : t('recipeForm.createTitle')}
      schema={isCoffee ? coffeeRecipeFormSchema : recipeFormSchema}
      defaultValues={defaults}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(values);
        } catch (error) {
          notifyError(error, recipe ? t('recipes.toasts.updateError') : t('recipes.toasts.createError'));
          throw error;
        }
        notifySuccess(recipe ? t('recipes.toasts.updated') : t('recipes.toasts.created'));
        onClose();
      }}
    >
      <RecipeFields barId={barId} isCoffee={isCoffee} />
    </FormDialog>
  );
}
