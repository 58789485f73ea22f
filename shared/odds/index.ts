// Generic exact-probability engine: discrete distributions and staged Markov chains.
export * from './distribution';
export * from './markov';
