// The one host global shared/ uses beyond ES2023: every process here has it (Electron's main and
// renderer, web workers, Node 17+). Declared so shared/ type-checks without DOM or Node types.
declare function structuredClone<T>(value: T): T;
