import { describe, expect, it } from 'vitest';
import { closestSubstitutes, type SubstituteCandidate } from './substitutes.js';

const r = (id: string, valid: boolean, categoryId: string, ...names: string[]): SubstituteCandidate => ({
  id,
  name: id,
  categoryId,
  valid,
  ingredients: names.map((n) => ({ ingredientName: n, ingredientType: n === 'Ice' ? 'Ice' : 'Bottle' })),
});

describe('closest substitutes', () => {
  const negroni = r('Negroni', false, 'c', 'Gin', 'Campari', 'Vermouth', 'Ice');
  const recipes = [
    negroni,
    r('Americano', true, 'c', 'Campari', 'Vermouth', 'Soda'),
    r('Boulevardier', true, 'c', 'Bourbon', 'campari', 'VERMOUTH'),
    r('Gin Tonic', true, 'c', 'Gin', 'Tonic', 'Ice'),
    r('Mojito', true, 'c', 'Rum', 'Lime', 'Ice'),
    r('Negroni Sbagliato', false, 'c', 'Campari', 'Vermouth', 'Prosecco'),
    r('Campari Soda', true, 'other', 'Campari'),
  ];

  it('offers the available recipes of the category with most ingredients in common, ice aside', () => {
    // Americano and Boulevardier share two (names ignore case), the fewer own ingredients... both one: by name
    expect(closestSubstitutes(negroni, recipes)).toEqual([
      { recipeId: 'Americano', name: 'Americano', shared: 2 },
      { recipeId: 'Boulevardier', name: 'Boulevardier', shared: 2 },
      { recipeId: 'Gin Tonic', name: 'Gin Tonic', shared: 1 },
    ]);
  });

  it('prefers the recipe with fewer ingredients of its own on a tie, and offers none that share nothing', () => {
    const gin = r('Gin Sour', false, 'c', 'Gin', 'Lemon');
    const more = [gin, r('Gin Fizz', true, 'c', 'Gin', 'Soda', 'Sugar'), r('Gin Neat', true, 'c', 'Gin'), r('Rum Neat', true, 'c', 'Rum')];
    expect(closestSubstitutes(gin, more).map((s) => s.name)).toEqual(['Gin Neat', 'Gin Fizz']);
  });
});
