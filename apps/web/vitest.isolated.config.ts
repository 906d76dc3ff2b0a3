// The web tests that mock modules (vi.mock), each file in a worker of its own (vitest.config.ts).
import { ISOLATED_TESTS, webTestProject } from './vitest.config';

export default webTestProject({ name: 'web-isolated', include: [ISOLATED_TESTS] });
