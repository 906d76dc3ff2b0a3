// Betfair's identity SSO on the embedded exchange (betfair-protocol §4; architecture.md, URL
// layout): `/identitysso/api/...` for programs, `/identitysso/view/vendor-login` for people. The
// routes live in their own Fastify scope, whose form-body parsing leaves other routes' JSON alone.
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../simulator.js';
import { registerIdentityApiRoutes } from './api-routes.js';
import { acceptFormBodies } from './form-body.js';
import { registerVendorLoginRoutes } from './vendor-login-routes.js';

export async function registerIdentityRoutes(app: FastifyInstance, simulator: Simulator): Promise<void> {
  await app.register(
    (scope, _options, done) => {
      acceptFormBodies(scope);
      registerIdentityApiRoutes(scope, simulator);
      registerVendorLoginRoutes(scope, simulator);
      done();
    },
    { prefix: '/identitysso' },
  );
}
