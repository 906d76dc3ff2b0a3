// The recording texts in the interface language; re-renders when the trader switches language.
import { useTranslation } from 'react-i18next';
import { enRecording, type RecordingTexts } from './recording-en';
import { ptRecording } from './recording-pt';

export function recordingTexts(language: string | undefined): RecordingTexts {
  return language === 'pt' ? ptRecording : enRecording;
}

export function useRecordingTexts(): RecordingTexts {
  const { i18n } = useTranslation();
  return recordingTexts(i18n.resolvedLanguage ?? i18n.language);
}

/** "0:42", "1:05:09": how long a recording has run. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** "12 kB", "1.5 MB" (in the language's digits): a recording's size from its character count. */
export function formatSize(chars: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  return chars < 1_000_000
    ? `${number(Math.ceil(chars / 1000), 0)} kB`
    : `${number(chars / 1_000_000, 1)} MB`;
}
