// Portuguese texts of market recording (issue 21 §1), the same shape as the English ones.
import type { RecordingTexts } from './recording-en';

export const ptRecording: RecordingTexts = {
  record: 'Gravar',
  recordLabel: 'Gravar as cotações deste mercado num arquivo histórico da Betfair',
  recordingLabel: (elapsed, size) => `Gravando há ${elapsed}, ${size}. Parar a gravação e salvar o arquivo`,
  full: 'Cheia',
  fullLabel: (size) => `Gravação cheia com ${size}. Parar a gravação e salvar o arquivo`,
  fullToast: (name, size) =>
    `A gravação de ${name} atingiu o limite de ${size} e não grava mais nada. Pare-a para salvar o arquivo.`,
  saved: (file) => `Gravação salva como ${file}.`,
  empty: (name) => `Nada foi gravado: ${name} não enviou cotações durante a gravação.`,
  saveFailed: 'Não foi possível salvar a gravação como arquivo.',
  stillRecording: (name) =>
    `Ainda gravando ${name}. Abra o mercado de novo para parar a gravação e salvar o arquivo.`,
};
