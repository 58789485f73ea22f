// Battle rules on a compact, mutable representation (typed arrays), shared by the exact odds
// engine, the seeded simulator and the step-by-step resolver. Rule references: [rulebook section],
// A-nn = digest §10 reading.
//
// Conventions
//  - side: 0 = the original attacker's blocks, 1 = the original defender's blocks.
//  - role: 0 = currently attacking, 1 = currently defending. role = side XOR switched (7.23).
//  - slot s (0..7): letter = s >> 1; the defender role acts in even slots, the attacker role in odd
//    ones ("defending blocks with the same letter fire first" [2.33]).
//
// The code lives in one file per concern; this module re-exports them so imports keep working.
export * from './compile';
export * from './codec';
export * from './rules';
export * from './position';
export * from './expander';
export * from './playout';
