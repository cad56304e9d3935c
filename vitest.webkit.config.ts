// The WebKit suite (e2e/webkit/): the agent's sale and the tap-target check in
// WebKitGTK, driven through WebDriver against the compiled server. Run by
// `npm run test:webkit` after `npm run build`; one file at a time, since each
// starts a browser and servers of its own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/webkit/**/*.webkit.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
