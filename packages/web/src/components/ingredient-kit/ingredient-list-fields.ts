/** Fields the ingredient lists sort and filter on (the server's whitelist, issue 6 contract). */
export const INGREDIENT_LIST_FIELDS = [
  'name',
  'category',
  'subCategory',
  'color',
  'alcoholPerc',
  'price',
  'infusionTime',
  'foamAirSpeed',
  'pumpSpeed',
  'disabled',
  'visible',
  'isVegan',
  'isHot',
  'createdAt',
  'updatedAt',
] as const;
