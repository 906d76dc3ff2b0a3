// The help modals' pictures, drawn here (no external images): an address bar with the part to copy
// highlighted, a race header with its venue, or a widget with its coloured parts. Drawn in the
// page's tokens, so they follow the light and dark themes.
import type { ReactNode } from 'react';

export type HelpPicture = 'marketId' | 'eventTypeId' | 'competitionId' | 'venue' | 'theme';

const ADDRESSES: Readonly<Record<'marketId' | 'eventTypeId' | 'competitionId', readonly [string, string]>> = {
  marketId: ['greenbook.app/market/32145678/', '1.234567890'],
  eventTypeId: ['greenbook.app/sport/', '1'],
  competitionId: ['exchange.example/football/competition/', '10932509'],
};

const frame = { fill: 'var(--color-surface)', stroke: 'var(--color-border)', strokeWidth: 2 } as const;
const text = { fill: 'var(--color-text)', fontFamily: 'var(--font-body)', fontSize: 15 } as const;

function Svg({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 480 200" width="100%" style={{ maxWidth: 480 }}>
      {children}
    </svg>
  );
}

export function HelpIllustration({
  picture,
  label,
}: {
  readonly picture: HelpPicture;
  readonly label: string;
}) {
  if (picture === 'venue') {
    return (
      <Svg label={label}>
        <rect x="10" y="20" width="460" height="160" rx="10" {...frame} />
        <rect x="10" y="20" width="460" height="44" rx="10" fill="var(--color-accent)" />
        <rect
          x="24"
          y="30"
          width="78"
          height="26"
          rx="5"
          fill="var(--color-warning-surface)"
          stroke="var(--color-warning)"
          strokeWidth="2"
        />
        <text x="32" y="49" {...text} fill="var(--color-warning)" fontWeight="700">
          Ascot
        </text>
        <text x="112" y="49" {...text} fill="var(--color-accent-text)">
          14:30 · 1m Hcap
        </text>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="24" y={80 + row * 32} width="220" height="22" rx="4" fill="var(--color-surface-hover)" />
            <rect x="320" y={80 + row * 32} width="64" height="22" rx="4" fill="var(--color-back)" />
            <rect x="392" y={80 + row * 32} width="64" height="22" rx="4" fill="var(--color-lay)" />
          </g>
        ))}
      </Svg>
    );
  }
  if (picture === 'theme') {
    return (
      <Svg label={label}>
        <rect x="10" y="10" width="300" height="180" rx="10" {...frame} />
        <rect x="10" y="10" width="300" height="40" rx="10" fill="#1e1e1e" />
        <text x="24" y="36" {...text} fill="#ffb80c" fontWeight="700">
          Football
        </text>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="24" y={64 + row * 30} width="140" height="20" rx="4" fill="var(--color-surface-hover)" />
            <rect x="186" y={64 + row * 30} width="52" height="20" rx="4" fill="#a6d8ff" />
            <rect x="244" y={64 + row * 30} width="52" height="20" rx="4" fill="#fac9d1" />
          </g>
        ))}
        <rect x="10" y="156" width="300" height="34" rx="10" fill="#303030" />
        {[
          ['header', 30],
          ['back / lay', 96],
          ['footer', 172],
        ].map(([name, y]) => (
          <g key={name}>
            <line
              x1="312"
              y1={Number(y)}
              x2="350"
              y2={Number(y)}
              stroke="var(--color-muted)"
              strokeWidth="2"
            />
            <text x="356" y={Number(y) + 5} {...text}>
              {name}
            </text>
          </g>
        ))}
      </Svg>
    );
  }
  const [path, highlighted] = ADDRESSES[picture];
  const pathWidth = path.length * 8.2;
  return (
    <Svg label={label}>
      <rect x="10" y="20" width="460" height="160" rx="10" {...frame} />
      <circle cx="32" cy="42" r="6" fill="var(--color-lose)" />
      <circle cx="52" cy="42" r="6" fill="var(--color-warning)" />
      <circle cx="72" cy="42" r="6" fill="var(--color-win)" />
      <rect
        x="24"
        y="64"
        width="432"
        height="36"
        rx="18"
        fill="var(--color-surface-hover)"
        stroke="var(--color-border)"
      />
      <text x="40" y="87" {...text} fontSize="14" fontFamily="monospace">
        {path}
      </text>
      <rect
        x={36 + pathWidth}
        y="70"
        width={highlighted.length * 8.6 + 8}
        height="24"
        rx="5"
        fill="var(--color-warning-surface)"
        stroke="var(--color-warning)"
        strokeWidth="2"
      />
      <text
        x={40 + pathWidth}
        y="87"
        {...text}
        fontSize="14"
        fontFamily="monospace"
        fill="var(--color-warning)"
        fontWeight="700"
      >
        {highlighted}
      </text>
      <path
        d={`M ${44 + pathWidth + highlighted.length * 4} 150 L ${44 + pathWidth + highlighted.length * 4} 104`}
        stroke="var(--color-warning)"
        strokeWidth="3"
      />
      <rect x="24" y="120" width="180" height="14" rx="4" fill="var(--color-surface-hover)" />
      <rect x="24" y="144" width="120" height="14" rx="4" fill="var(--color-surface-hover)" />
    </Svg>
  );
}
