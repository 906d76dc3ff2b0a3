// trading-core §2 title bar broadcast buttons and account-and-product §3 broadcast modal: a video
// button when the event is streamed (its modal links to the exchange's live video page for the
// event id, which opens in a new tab), and a TV button when channels show it in the user's country
// (its modal lists them). Nothing shows for an event without either.
import * as Dialog from '@radix-ui/react-dialog';
import { MonitorPlay, Tv } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session/session-store';
import styles from '@/components/ui/dialog.module.css';
import { NO_BROADCASTS, useEventBroadcasts } from '../api/get-event-broadcasts';
import marketStyles from './market.module.css';

/** The exchange's live video page (Betfair's video player path; the embedded exchange serves it). */
export function liveVideoAddress(eventId: string): string {
  return `/GetPlayer.do?${new URLSearchParams({ tr: '1', eID: eventId, contentType: 'viz' }).toString()}`;
}

type Open = 'video' | 'tv' | undefined;

export function BroadcastButtons({
  eventId,
  eventName,
}: {
  readonly eventId: string;
  readonly eventName: string;
}) {
  const { t } = useTranslation();
  const broadcasts = useEventBroadcasts(eventId).data ?? NO_BROADCASTS;
  const country = useSessionStore((state) => state.user?.countryCode);
  const channels = broadcasts.tv.filter((tv) => tv.country === country);
  const [open, setOpen] = useState<Open>(undefined);
  if (!broadcasts.liveVideo && channels.length === 0) return null;
  return (
    <>
      {broadcasts.liveVideo && (
        <button type="button" className={marketStyles.iconButton} onClick={() => setOpen('video')}>
          <MonitorPlay aria-hidden="true" size={16} />
          <span className={marketStyles.broadcastText}>{t('market.broadcast.watchLive')}</span>
        </button>
      )}
      {channels.length > 0 && (
        <button type="button" className={marketStyles.iconButton} onClick={() => setOpen('tv')}>
          <Tv aria-hidden="true" size={16} />
          <span className={marketStyles.broadcastText}>{t('market.broadcast.tv')}</span>
        </button>
      )}
      <Dialog.Root open={open !== undefined} onOpenChange={(next) => !next && setOpen(undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>
              {t(open === 'tv' ? 'market.broadcast.tvTitle' : 'market.broadcast.videoTitle')}
            </Dialog.Title>
            {open === 'tv' ? (
              <ul className={styles.text} aria-label={t('market.broadcast.tvTitle')}>
                {channels.map((tv) => (
                  <li key={tv.channel}>{tv.channel}</li>
                ))}
              </ul>
            ) : (
              <Dialog.Description className={styles.text}>
                {t('market.broadcast.videoText', { event: eventName })}
              </Dialog.Description>
            )}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <button type="button" className={styles.secondary}>
                  {t('market.broadcast.close')}
                </button>
              </Dialog.Close>
              {open === 'video' && (
                <a
                  className={styles.primary}
                  href={liveVideoAddress(eventId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(undefined)}
                >
                  {t('market.broadcast.openVideo')}
                </a>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
