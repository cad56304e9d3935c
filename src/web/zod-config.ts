// zod compiles object schemas with `new Function` when it can, probing once by trying: under this app's CSP (no
// 'unsafe-eval') the probe is a violation the browser reports. zod reads its settings from this global when it loads,
// so setting it here, first thing in main.tsx and before zod is fetched, turns the probe off whatever parses first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
