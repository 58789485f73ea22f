// Congress of Vienna pure game core: the battle (DRM build-up, exact odds, resolver), the Diplomacy board,
// the Government Phase, the Initial Phase, the War Phase checks, VP and victory. No UI, no I/O.
export * as battle from './battle/index';
export * from './diplomacy';
export * from './government';
export * from './initial';
export * from './victory';
export * from './war';
export { CONGRESS_OF_VIENNA_DATA, COV_POWERS, type CovPower } from './tables';
export { CONGRESS_OF_VIENNA_RULES } from './rules';
