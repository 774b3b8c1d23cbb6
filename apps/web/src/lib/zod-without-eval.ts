// The web build's `zod` (vite.config.ts aliases the bare `zod` import here, for our code and
// packages/shared alike). Zod tries `new Function('')` once to decide whether to compile its object
// parsers; under our Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') the browser reports
// that probe as a policy violation even though Zod catches the error (Lighthouse's "issues" audit
// flags it). `jitless` skips the probe and parses without generated code.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
