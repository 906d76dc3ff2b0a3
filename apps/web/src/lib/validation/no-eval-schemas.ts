// Zod compiles object schemas with `new Function` when it finds eval allowed, and finds out by
// trying `Function('')` when the first object schema is built. The product's content security policy forbids eval
// (script-src 'self', apps/server/src/http/hardening.ts), so that probe was a CSP violation in
// the DevTools Issues panel (Lighthouse best practices, inspector-issues) on every page. Jitless
// parsing never tries it; the schemas parse the same. Imported by main.tsx; the build puts it in
// Zod's chunk (vite.config.ts), which runs before any chunk that builds a schema.
import { config } from 'zod/mini';

config({ jitless: true });
