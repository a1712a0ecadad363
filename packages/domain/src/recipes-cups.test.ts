import { describe, expect, it } from 'vitest';
import { recipeCupChoices, recipeCupProblem } from './recipes-cups.js';

const cups = [
  { name: 'Shot 4cl', position: 1 },
  { name: 'Tumbler 33cl', position: 0 },
  { name: 'Shot 4cl', position: 2 },
];

describe('recipe cup types', () => {
  it("are the bar's cup names by position, each once", () => {
    expect(recipeCupChoices(cups)).toEqual(['Tumbler 33cl', 'Shot 4cl']);
    expect(recipeCupChoices([])).toEqual([]);
  });

  it("accept no cup or one of the bar's, and refuse any other", () => {
    expect(recipeCupProblem(null, cups)).toBeNull();
    expect(recipeCupProblem('', cups)).toBeNull();
    expect(recipeCupProblem('Tumbler 33cl', cups)).toBeNull();
    expect(recipeCupProblem('Highball', cups)).toBe('"Highball" is not one of this bar\'s cups.');
    expect(recipeCupProblem('tumbler 33cl', cups)).not.toBeNull();
  });

  it('keep the cup a recipe already has, even once the bar no longer lists it', () => {
    expect(recipeCupProblem('Highball', cups, 'Highball')).toBeNull();
    expect(recipeCupProblem('Highball', cups, 'Tumbler 33cl')).not.toBeNull();
  });
});
