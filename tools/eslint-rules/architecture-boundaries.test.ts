import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { architectureBoundaries } from './architecture-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('architecture-boundaries', architectureBoundaries, {
  valid: [
    {
      filename: `${root}/packages/betfair/src/a.ts`,
      code: "import { x } from '@greenbook/trading';",
      options,
    },
    {
      filename: `${root}/packages/trading/src/a.ts`,
      code: "import { x } from './ladder/index.js';",
      options,
    },
    { filename: `${root}/packages/trading/src/a.ts`, code: "import fc from 'fast-check';", options },
    {
      filename: `${root}/apps/server/src/a.ts`,
      code: "import { x } from '@greenbook/exchange-sim';",
      options,
    },
    {
      filename: `${root}/apps/web/src/features/ladder/components/row.tsx`,
      code: "import { y } from '../../../components/ui/button.js'; import { z } from '../model/rows.js';",
      options,
    },
    {
      filename: `${root}/apps/web/src/app/routes.tsx`,
      code: "import { M } from '@/features/market/index.js';",
      options,
    },
    { filename: `${root}/e2e/market.spec.ts`, code: "import { s } from '@greenbook/server';", options },
  ],
  invalid: [
    {
      filename: `${root}/packages/trading/src/a.ts`,
      code: "import { x } from '@greenbook/betfair';",
      options,
      errors: [{ messageId: 'workspace' }],
    },
    {
      filename: `${root}/packages/betfair/src/a.ts`,
      code: "export * from '@greenbook/server';",
      options,
      errors: [{ messageId: 'workspace' }],
    },
    {
      filename: `${root}/packages/exchange-sim/src/a.ts`,
      code: "const web = import('@greenbook/web');",
      options,
      errors: [{ messageId: 'workspace' }],
    },
    {
      filename: `${root}/packages/betfair/src/a.ts`,
      code: "import { x } from '../../trading/src/index.js';",
      options,
      errors: [{ messageId: 'crossWorkspacePath' }],
    },
    {
      filename: `${root}/apps/web/src/features/ladder/components/row.tsx`,
      code: "import { g } from '../../grid/components/cell.js';",
      options,
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: `${root}/apps/web/src/features/betting/hooks/use-place.ts`,
      code: "import { s } from '@/features/settings/model/store.js';",
      options,
      errors: [{ messageId: 'feature' }],
    },
  ],
});
