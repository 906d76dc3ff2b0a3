// A stopped recording saved: gzipped into a file the browser downloads, and the trader told.
import type { MarketRecording } from '@greenbook/betfair';
import type { RecordingStatus } from '@/lib/stream/market-recorder';
import { notify } from '@/lib/toasts/notify';
import type { RecordingTexts } from '../texts/recording-en';
import { downloadFile, recordingBaseName, recordingFile } from './recording-file';

export async function saveRecording(
  recording: MarketRecording,
  status: RecordingStatus,
  texts: RecordingTexts,
): Promise<void> {
  if (recording.lineCount === 0) {
    notify('warning', texts.empty(status.about.name));
    return;
  }
  const text = recording.text();
  const baseName = recordingBaseName(status.marketId, status.startedAt);
  // Compression is the only step that may fail; the plain file is then saved instead.
  const file = await recordingFile(text, baseName).catch(() => new File([text], `${baseName}.jsonl`));
  try {
    downloadFile(file);
    notify('success', texts.saved(file.name));
  } catch {
    notify('error', texts.saveFailed, { persistent: true });
  }
}
