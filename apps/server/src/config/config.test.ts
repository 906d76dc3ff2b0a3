import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('server configuration', () => {
  it("reads the embedded world's live density, 1 by default, refusing what the world cannot make", () => {
    expect(loadConfig({}).sim.liveDensity).toBe(1);
    expect(loadConfig({ SIM_LIVE_DENSITY: '140' }).sim.liveDensity).toBe(140);
    for (const bad of ['0', '2.5', '151', 'many'])
      expect(() => loadConfig({ SIM_LIVE_DENSITY: bad })).toThrow(/SIM_LIVE_DENSITY/);
  });
});
