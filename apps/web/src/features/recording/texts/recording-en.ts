// English texts of market recording (issue 21 §1). Only the recording chunks load them (with the
// Portuguese ones), so the market route's first load does not carry them.
export const enRecording = {
  record: 'Record',
  recordLabel: 'Record this market’s prices into a Betfair historical file',
  recordingLabel: (elapsed: string, size: string) =>
    `Recording for ${elapsed}, ${size}. Stop recording and save the file`,
  full: 'Full',
  fullLabel: (size: string) => `Recording full at ${size}. Stop recording and save the file`,
  fullToast: (name: string, size: string) =>
    `The recording of ${name} reached its ${size} limit and records nothing more. Stop it to save the file.`,
  saved: (file: string) => `Recording saved as ${file}.`,
  empty: (name: string) => `Nothing was recorded: ${name} sent no prices while recording.`,
  saveFailed: 'The recording could not be saved as a file.',
  stillRecording: (name: string) =>
    `Still recording ${name}. Open its market again to stop the recording and save the file.`,
};

export type RecordingTexts = typeof enRecording;
