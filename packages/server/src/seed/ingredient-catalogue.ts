// The demo global catalogue: what a super administrator would keep for bars to copy from.
// Tuples keep the list readable; seed/ingredients.ts turns them into records of their kind.

/** [name, category, subCategory, alcoholPerc, color] */
export const CATALOGUE_BOTTLES: Array<[string, string, string, number, string]> = [
  ['Gin', 'Spirits', 'Gin', 40, '#E8F1F5'],
  ['London Dry Gin', 'Spirits', 'Gin', 43, '#E3EEF4'],
  ['Pink Gin', 'Spirits', 'Gin', 37.5, '#F4C2C2'],
  ['Vodka', 'Spirits', 'Vodka', 40, '#F2F4F4'],
  ['Citrus Vodka', 'Spirits', 'Vodka', 37.5, '#F7F3C6'],
  ['White Rum', 'Spirits', 'Rum', 37.5, '#F5F5EE'],
  ['Dark Rum', 'Spirits', 'Rum', 40, '#6E2C00'],
  ['Spiced Rum', 'Spirits', 'Rum', 35, '#A0522D'],
  ['Tequila', 'Spirits', 'Tequila', 38, '#F3E5AB'],
  ['Tequila Reposado', 'Spirits', 'Tequila', 40, '#D4A017'],
  ['Mezcal', 'Spirits', 'Mezcal', 42, '#E5D3B3'],
  ['Bourbon', 'Spirits', 'Whiskey', 40, '#B5651D'],
  ['Rye Whiskey', 'Spirits', 'Whiskey', 45, '#A0522D'],
  ['Scotch Whisky', 'Spirits', 'Whisky', 40, '#C68E17'],
  ['Irish Whiskey', 'Spirits', 'Whiskey', 40, '#C9A227'],
  ['Cognac', 'Spirits', 'Brandy', 40, '#9F5F1F'],
  ['Pisco', 'Spirits', 'Brandy', 40, '#F0EAD6'],
  ['Campari', 'Spirits', 'Bitter', 25, '#C0392B'],
  ['Aperol', 'Spirits', 'Bitter', 11, '#F26522'],
  ['Vermouth Rosso', 'Spirits', 'Vermouth', 16, '#8B0000'],
  ['Vermouth Dry', 'Spirits', 'Vermouth', 18, '#F0E68C'],
  ['Triple Sec', 'Spirits', 'Liqueur', 40, '#FFF5E1'],
  ['Coffee Liqueur', 'Spirits', 'Liqueur', 20, '#3E2723'],
  ['Amaretto', 'Spirits', 'Liqueur', 28, '#B0651E'],
  ['Limoncello', 'Spirits', 'Liqueur', 30, '#FFF44F'],
  ['Elderflower Liqueur', 'Spirits', 'Liqueur', 20, '#F8F4D8'],
  ['Maraschino', 'Spirits', 'Liqueur', 32, '#FAFAF0'],
  ['Sambuca', 'Spirits', 'Liqueur', 38, '#FFFFFF'],
  ['Angostura Bitters', 'Spirits', 'Bitters', 44.7, '#7B1E12'],
  ['Sugar Syrup', 'Syrups', 'Sugar', 0, '#FFFDF5'],
  ['Grenadine', 'Syrups', 'Fruit', 0, '#B2022F'],
  ['Orgeat', 'Syrups', 'Nut', 0, '#F5F0E1'],
  ['Vanilla Syrup', 'Syrups', 'Aromatic', 0, '#F3E5AB'],
  ['Honey Syrup', 'Syrups', 'Sugar', 0, '#EBA937'],
  ['Agave Syrup', 'Syrups', 'Sugar', 0, '#E8C36A'],
  ['Passion Fruit Syrup', 'Syrups', 'Fruit', 0, '#F6A600'],
  ['Ginger Syrup', 'Syrups', 'Aromatic', 0, '#E1C16E'],
  ['Lime Juice', 'Juices', 'Citrus', 0, '#C5E384'],
  ['Lemon Juice', 'Juices', 'Citrus', 0, '#FFF77D'],
  ['Orange Juice', 'Juices', 'Citrus', 0, '#FFA500'],
  ['Grapefruit Juice', 'Juices', 'Citrus', 0, '#F7A9A8'],
  ['Cranberry Juice', 'Juices', 'Berry', 0, '#9E1B32'],
  ['Pineapple Juice', 'Juices', 'Tropical', 0, '#FEE135'],
  ['Tomato Juice', 'Juices', 'Vegetable', 0, '#D0312D'],
  ['Prosecco', 'Wines', 'Sparkling', 11, '#F7E7B4'],
  ['Red Wine', 'Wines', 'Red', 13, '#722F37'],
  ['Tonic Syrup', 'Sodas', 'Tonic', 0, '#E8F4F8'],
  ['Lager', 'Beers', 'Lager', 4.8, '#F3C242'],
];

/** [name, category, subCategory, alcoholPerc, color, flavour names] */
export const CATALOGUE_BEVERAGES: Array<[string, string, string, number, string, string[]]> = [
  ['Soda', 'Sodas', 'Soda Water', 0, '#EAF6FB', []],
  ['Tonic', 'Sodas', 'Tonic Water', 0, '#E8F4F8', ['Elderflower', 'Cucumber']],
  ['Cola', 'Sodas', 'Cola', 0, '#3B1F0E', ['Cherry', 'Vanilla', 'Lime']],
  ['Lemon Soda', 'Sodas', 'Lemonade', 0, '#FFF8B0', []],
  ['Orange Soda', 'Sodas', 'Orangeade', 0, '#FFB347', []],
  ['Ginger Beer', 'Sodas', 'Ginger', 0, '#F9E79F', ['Lime']],
  ['Ginger Ale', 'Sodas', 'Ginger', 0, '#E6C27A', []],
  ['Sparkling Water', 'Water', 'Sparkling', 0, '#F0FAFF', ['Lemon', 'Peach', 'Raspberry']],
  ['Still Water', 'Water', 'Still', 0, '#F8FCFF', []],
  ['Prosecco', 'Wines', 'Sparkling', 11, '#F7E7B4', []],
  ['White Wine', 'Wines', 'White', 12, '#F3E5AB', []],
  ['Rosé Wine', 'Wines', 'Rosé', 12, '#F4C2C2', []],
  ['Lager', 'Beers', 'Lager', 4.8, '#F3C242', []],
  ['IPA', 'Beers', 'Ale', 6.2, '#D98E04', []],
  ['Weiss', 'Beers', 'Wheat', 5.2, '#F5DEB3', []],
  ['Orange Juice', 'Juices', 'Citrus', 0, '#FFA500', []],
  ['Apple Juice', 'Juices', 'Fruit', 0, '#F4D35E', []],
  ['Cranberry Juice', 'Juices', 'Berry', 0, '#9E1B32', []],
];

/** [name, category] */
export const CATALOGUE_FLAVOURS: Array<[string, string]> = [
  ['Cherry', 'Flavours'],
  ['Vanilla', 'Flavours'],
  ['Lime', 'Flavours'],
  ['Lemon', 'Flavours'],
  ['Peach', 'Flavours'],
  ['Raspberry', 'Flavours'],
  ['Elderflower', 'Flavours'],
  ['Cucumber', 'Flavours'],
  ['Mango', 'Flavours'],
  ['Strawberry', 'Flavours'],
  ['Blood Orange', 'Flavours'],
  ['Passion Fruit', 'Flavours'],
  ['Cocoa', 'Solubles'],
  ['Matcha', 'Solubles'],
  ['Chai', 'Solubles'],
];

/** [name, subCategory, color] */
export const CATALOGUE_GARNISHES: Array<[string, string, string]> = [
  ['Orange', 'Citrus', '#FFA500'],
  ['Lime', 'Citrus', '#32CD32'],
  ['Lemon', 'Citrus', '#FFF44F'],
  ['Grapefruit', 'Citrus', '#F7A9A8'],
  ['Cucumber', 'Vegetable', '#77DD77'],
  ['Apple', 'Fruit', '#C7372F'],
  ['Strawberry', 'Fruit', '#FC5A8D'],
  ['Pineapple', 'Fruit', '#FEE135'],
];

/** [name, subCategory, color] */
export const CATALOGUE_GRANULARS: Array<[string, string, string]> = [
  ['Cane Sugar', 'Sugar', '#E8D3A9'],
  ['White Sugar', 'Sugar', '#FFFFFF'],
  ['Salt', 'Salt', '#F2F3F4'],
  ['Chili Salt', 'Salt', '#E25822'],
  ['Cinnamon', 'Spice', '#D2691E'],
  ['Cocoa Powder', 'Spice', '#5C3317'],
  ['Coffee Beans', 'Seeds', '#4B3621'],
];

/** [name, subCategory, color] */
export const CATALOGUE_LEAVES: Array<[string, string, string]> = [
  ['Mint', 'Herbs', '#3EB489'],
  ['Basil', 'Herbs', '#228B22'],
  ['Rosemary', 'Herbs', '#5E7D5E'],
  ['Sage', 'Herbs', '#87AE73'],
  ['Thyme', 'Herbs', '#6B8E23'],
  ['Lemongrass', 'Grass', '#C9DF8A'],
];

/** [name, color, infusionTime (s), price] */
export const CATALOGUE_COFFEES: Array<[string, string, number, number]> = [
  ['Arabica', '#6F4E37', 25, 1.2],
  ['Robusta', '#4B3621', 22, 1],
  ['Arabica Decaf', '#8B6C5C', 25, 1.3],
  ['Single Origin Ethiopia', '#7B4B2A', 27, 1.8],
  ['Single Origin Colombia', '#6B4226', 26, 1.6],
  ['House Blend', '#5C4033', 24, 1.1],
];

export const CATALOGUE_COFFEE_TYPES = ['Espresso', 'Ristretto', 'Lungo', 'Americano', 'Cappuccino', 'Latte Macchiato', 'Flat White', 'Mocha', 'Cortado'];

/** [name, category, subCategory, color, isVegan, flavour names] */
export const CATALOGUE_SOLUBLES: Array<[string, string, string, string, boolean, string[]]> = [
  ['Hot Chocolate', 'Chocolate', 'Dark', '#5C3317', false, ['Vanilla']],
  ['White Chocolate', 'Chocolate', 'White', '#F2E6D0', false, []],
  ['Matcha Tea', 'Tea', 'Green', '#88B04B', true, []],
  ['Chai Latte', 'Tea', 'Spiced', '#C49A6C', false, ['Cinnamon']],
  ['Milk Powder', 'Milk', 'Whole', '#FFFDF5', false, []],
  ['Instant Coffee', 'Coffee', 'Instant', '#4B3621', true, []],
];

/** [name, isVegan, isHot, color, foamAirSpeed, pumpSpeed] */
export const CATALOGUE_MILK: Array<[string, boolean, boolean, string, number, number]> = [
  ['Whole Milk', false, true, '#E1E1E1', 220, 300],
  ['Skimmed Milk', false, true, '#EEF2F5', 240, 300],
  ['Oat Milk', true, true, '#E8DCC4', 200, 280],
  ['Soy Milk', true, true, '#F1EBD8', 200, 280],
  ['Almond Milk', true, true, '#EFDECD', 190, 270],
  ['Cold Milk', false, false, '#E1E1E1', 0, 320],
];
