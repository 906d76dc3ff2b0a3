// A fault proxy for the page's exchange streams: every /stream WebSocket the page opens goes
// through Playwright to the real product server, and `freeze()` stops passing the exchange's
// messages to the page (the link stays open and the page's own messages still go out), as a
// stalled network does. The page's silence watchdog then gives up and reconnects; reconnections
// stay frozen until `heal()`.
import type { Page } from '@playwright/test';

export interface StreamFault {
  freeze(): void;
  heal(): void;
}

export async function routeStreamsThroughFaultProxy(page: Page): Promise<StreamFault> {
  let frozen = false;
  await page.routeWebSocket(/\/stream$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!frozen) socket.send(message);
    });
  });
  return {
    freeze: () => {
      frozen = true;
    },
    heal: () => {
      frozen = false;
    },
  };
}
