// The percentage formatter lives in shared (the printable report uses it too).
export { pct, pctChange } from '../../../shared/odds/pct';
