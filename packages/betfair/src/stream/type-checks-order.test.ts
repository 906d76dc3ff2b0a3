// Compile-time check of the stream wire types (order and race stream messages): recorded messages, copied verbatim from
// acceptance-data stream/, are written as literals with `satisfies` (so `tsc -b` rejects a wrong
// key, shape or enum member), and the tests prove each literal equals its recorded sample.
import { describe, expect, it } from 'vitest';
import { readSample } from '../test-support/acceptance-data.js';
import type { OrderChangeMessage, RaceChangeMessage } from './messages.js';

const B = 'stream/betfairlightweight/';
const N = 'stream/nautilus_trader/';

const orderUpdate = {
  op: 'ocm',
  id: 12345,
  clk: 'AOkVAIMZALsQAKsQAO8M',
  pt: 1478546671115,
  oc: [
    {
      id: '1.128126331',
      orc: [
        {
          id: 10895629,
          uo: [
            {
              id: '78996704480',
              p: 1.02,
              s: 2,
              side: 'L',
              status: 'E',
              pt: 'L',
              ot: 'L',
              pd: 1478546670000,
              cd: 1478546670001,
              sm: 0,
              sr: 2,
              sl: 0,
              sc: 0,
              sv: 0,
              rac: '',
              rc: 'REG_GGC',
              rfo: '',
              rfs: '',
            },
          ],
        },
      ],
    },
  ],
} satisfies OrderChangeMessage;
const emptyImage = {
  op: 'ocm',
  id: 2,
  clk: 'AAgAAAAAAAAAAA==',
  pt: 1604418055629,
  oc: [{ accountId: 1234567, fullImage: true, id: '1.161613698' }],
} satisfies OrderChangeMessage;
const closedImage = {
  op: 'ocm',
  id: 12345,
  initialClk: 'Lfj28Y4CiQayxLyUAlDysIqUAkfx6qyNAq8Gpd6fjgI=',
  clk: 'AAAAAAAAAAAAAA==',
  conflateMs: 0,
  heartbeatMs: 5000,
  pt: 1478543329252,
  ct: 'SUB_IMAGE',
  oc: [{ closed: true, id: '1.128111667', orc: [{ fullImage: true, id: 8935915, mb: [[80, 0.08]] }] }],
} satisfies OrderChangeMessage;
const cancel = {
  op: 'ocm',
  id: 2,
  clk: 'AM4HAJwMAJILAMwFANwJ',
  pt: 1617231693896,
  oc: [
    {
      id: '1.179082386',
      orc: [
        {
          id: 448,
          uo: [
            {
              id: '240564968665',
              p: 1.19,
              s: 10,
              side: 'B',
              status: 'EC',
              pt: 'P',
              ot: 'L',
              pd: 1617231644000,
              sm: 0,
              sr: 0,
              sl: 0,
              sc: 10,
              sv: 0,
              rac: '',
              rc: 'REG_LGA',
              rfo: 'O-20210331-230044-001-001-3',
              rfs: 'BetfairTestStrategy-001',
              cd: 1617231693000,
            },
          ],
        },
      ],
    },
  ],
} satisfies OrderChangeMessage;
const voided = {
  op: 'ocm',
  id: 2,
  clk: 'AIsCAHgAZwCrAQCHAQ==',
  pt: 1617863371576,
  oc: [
    {
      id: '1.180604981',
      orc: [
        {
          id: 1209555,
          uo: [
            {
              id: '229430281339',
              p: 1.1,
              s: 100,
              side: 'L',
              status: 'EC',
              pt: 'P',
              ot: 'L',
              pd: 1617863365000,
              sm: 50,
              sr: 0,
              sl: 0,
              sc: 0,
              sv: 50,
              avp: 1.1,
              rac: '',
              rc: 'REG_LGA',
              rfo: 'O-20210408-062924-001-001-2',
              rfs: 'BetfairTestStrategy-001',
              md: 1617863371000,
            },
          ],
        },
      ],
    },
  ],
} satisfies OrderChangeMessage;
const strategyImage = {
  op: 'ocm',
  id: 2,
  initialClk: 'H4alrNUFIZ+RvMkFINaWv80FHvi+lNMFHuak/MkF',
  clk: 'AAAAAAAAAAAAAA==',
  conflateMs: 0,
  heartbeatMs: 5000,
  pt: 1622694738367,
  ct: 'SUB_IMAGE',
  oc: [
    {
      fullImage: true,
      id: '1.184028198',
      orc: [
        {
          fullImage: true,
          id: 6023845,
          mb: [
            [1.44, 10],
            [1.26, 10],
            [1.37, 10],
            [1.55, 70],
            [1.54, 2.23],
          ],
          ml: [
            [1.33, 10],
            [1.37, 10],
            [1.38, 10],
            [1.43, 10.15],
            [1.45, 10],
            [1.44, 10],
            [1.49, 10],
            [1.47, 10],
          ],
          smc: {
            '': { mb: [[1.55, 70]] },
            'Strategy-1': {
              mb: [
                [1.44, 10],
                [1.26, 10],
                [1.37, 10],
                [1.54, 2.23],
              ],
              ml: [
                [1.33, 10],
                [1.37, 10],
                [1.38, 10],
                [1.43, 10.15],
                [1.45, 10],
                [1.44, 10],
                [1.49, 10],
                [1.47, 10],
              ],
            },
          },
        },
      ],
    },
  ],
} satisfies OrderChangeMessage;
const race = {
  op: 'rcm',
  id: 2,
  clk: 12,
  pt: 1518626764,
  rc: [
    {
      id: '28587288.1650',
      mid: '1.1234567',
      rrc: [
        { ft: 1518626674, id: 7390417, lat: 51.4189543, long: -0.4058491, spd: 17.8, prg: 2051, sfq: 2.07 },
      ],
      rpc: {
        ft: 1518626674,
        g: '1f',
        st: 10.6,
        rt: 46.7,
        spd: 17.8,
        prg: 87.5,
        ord: [7390417, 5600338, 11527189, 6395118, 8706072],
        J: [
          { J: 2, L: 370.1 },
          { J: 1, L: 203.8 },
        ],
        warn: 0,
      },
    },
  ],
} satisfies RaceChangeMessage;

const RECORDED: readonly [string, unknown][] = [
  [`${B}streaming_ocm_UPDATE.json`, orderUpdate],
  [`${B}streaming_ocm_EMPTY_IMAGE.json`, emptyImage],
  [`${B}streaming_ocm_SUB_IMAGE.json`, closedImage],
  [`${N}ocm_CANCEL.json`, cancel],
  [`${N}ocm_VOIDED.json`, voided],
  [`${N}ocm_FULL_IMAGE_STRATEGY.json`, strategyImage],
  [`${B}streaming_rcm.json`, race],
];

describe('stream order wire types against recorded messages', () => {
  it.each(RECORDED)('%s is copied verbatim', (file, literal) => {
    expect(readSample(file)).toEqual(literal);
  });
});
