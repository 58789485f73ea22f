import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'bin/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
