/** The donut's four colours (SPEC §2); readable on light and dark backgrounds. */
export const CATEGORY_COLORS = ['#3f7fd6', '#e08a2e', '#3aa57a', '#b65fc4'] as const;
