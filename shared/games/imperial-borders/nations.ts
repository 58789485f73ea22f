// Imperial Borders' six Nations and their names: a leaf module, so the battle engine can name pieces by Nation
// without importing the campaign state (which imports the battle's types).
export const NATION_IDS = ['france', 'austria', 'prussia', 'great-britain', 'russia', 'spain'] as const;
export type NationId = (typeof NATION_IDS)[number];
export const NATION_NAMES: Record<NationId, string> = {
  france: 'France', austria: 'Austria', prussia: 'Prussia', 'great-britain': 'Great Britain', russia: 'Russia', spain: 'Spain',
};
export const isNation = (n: string): n is NationId => (NATION_IDS as readonly string[]).includes(n);
export const nationName = (n: string): string => (isNation(n) ? NATION_NAMES[n] : n);
