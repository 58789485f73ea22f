// congress-of-vienna: rule settings (skeleton until the game module is built).
import type { RuleSetting } from '../../data/rules';

export const CONGRESS_OF_VIENNA_RULES: RuleSetting[] = [];
