// Portuguese texts of the live stream panel (same keys as en-live-stream.ts).
import type { enLiveStream } from './en-live-stream';

export const ptLiveStream: typeof enLiveStream = {
  liveStream: {
    title: 'Transmissão ao vivo',
    views: 'Vistas da transmissão ao vivo',
    watchLive: 'Ver ao vivo',
    matchView: 'Visão da partida',
    matchStats: 'Estatísticas da partida',
    frameTitle: '{{view}}: {{market}}',
  },
};
