// le-grand-empire: rule settings (skeleton until the game module is built).
import type { RuleSetting } from '../../data/rules';

export const LE_GRAND_EMPIRE_RULES: RuleSetting[] = [];
