// zod compiles object schemas with `new Function` when it can, and probes
// whether it can by trying once: under this app's Content Security Policy
// (no 'unsafe-eval') that probe is a violation the browser reports on every
// load. The app's schemas are small, so the plain parser is used instead.
// Imported first by the modules that parse (http-request.ts, device-database.ts).
import { z } from 'zod';

z.config({ jitless: true });
