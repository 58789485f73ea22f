// `adc`: Aide-de-Camp's command line. The commands live in cli.ts (importable for tests); this file
// only runs them with the process's arguments and sets the exit code.
import { run } from './cli';

process.exitCode = await run(process.argv.slice(2));
