// imperial-borders: rule settings (skeleton until the game module is built).
import type { RuleSetting } from '../../data/rules';

export const IMPERIAL_BORDERS_RULES: RuleSetting[] = [];
