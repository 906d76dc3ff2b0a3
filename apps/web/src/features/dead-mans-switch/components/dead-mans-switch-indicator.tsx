// Issue 21 §3: the header's sign that the dead-man's switch is on, with the timeout the exchange
// granted ("DMS 10s"), a warning tone while heartbeats fail. Its accessible name says it in full.
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useHeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { useDeadMansSwitchTexts } from '@/lib/dead-mans-switch/texts';
import styles from './dead-mans-switch.module.css';

export function DeadMansSwitchIndicator() {
  const texts = useDeadMansSwitchTexts();
  const status = useHeartbeatStatus((state) => state.status);
  if (status.state === 'off') return null;
  const failing = status.state === 'failing';
  const [text, label] =
    status.state === 'on'
      ? [texts.badge(status.actualTimeoutSeconds), texts.badgeLabelOn(status.actualTimeoutSeconds)]
      : failing
        ? [texts.badgeFailing, texts.badgeLabelFailing]
        : [texts.badgeStarting, texts.badgeLabelStarting];
  const Icon = failing ? ShieldAlert : ShieldCheck;
  return (
    <Badge
      tone={failing ? 'lose' : status.state === 'on' ? 'win' : 'neutral'}
      label={label}
      className={styles['indicator']}
      data-testid="dead-mans-switch-indicator"
      data-state={status.state}
    >
      <Icon aria-hidden="true" size={12} />
      <span aria-hidden="true">{text}</span>
    </Badge>
  );
}
