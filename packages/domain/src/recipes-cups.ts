/** The part of a bar cup a recipe's cup type is chosen from (`roboticSystem.cups`). */
export interface CupChoiceSource {
  name: string;
  position: number;
}

/** The cup types a recipe may use: the names of the bar's cups, by position, each once. */
export function recipeCupChoices(cups: readonly CupChoiceSource[]): string[] {
  const names = [...cups].sort((a, b) => a.position - b.position).map((cup) => cup.name.trim());
  return [...new Set(names.filter(Boolean))];
}

/**
 * Why a recipe's cup type cannot be stored, or null when it can: empty (no cup), one of the bar's
 * cups, or the cup the recipe already has (a cup since removed from the bar stays until changed).
 */
export function recipeCupProblem(cup: string | null | undefined, cups: readonly CupChoiceSource[], kept?: string | null): string | null {
  if (!cup || cup === kept || recipeCupChoices(cups).includes(cup)) return null;
  return `"${cup}" is not one of this bar's cups.`;
}
