// napoleons-imperium: rule settings (skeleton until the game module is built).
import type { RuleSetting } from '../../data/rules';

export const NAPOLEONS_IMPERIUM_RULES: RuleSetting[] = [];
