// zod compiles object schemas with `new Function` when it can, probing once by trying: under this app's CSP (no
// 'unsafe-eval') that probe is a violation the browser reports on every load. The app's schemas are small, so the
// plain parser is used. Imported first by the modules that parse (http-request.ts, device-database.ts).
import { z } from 'zod';

z.config({ jitless: true });
