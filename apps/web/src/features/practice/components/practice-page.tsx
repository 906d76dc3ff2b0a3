// /practice (issue 21 §1): open a historical file, see the practice market, go and trade it in the
// market screen (practice mode), end it, and read the report.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { enterPracticeMode, leavePracticeMode, practiceSessionId } from '@/lib/practice/practice-mode';
import {
  endPractice,
  getPracticeReport,
  getPracticeState,
  PracticeApiError,
  uploadPracticeFile,
} from '../api/practice-api';
import { formatRecordedTime } from '../model/practice-format';
import { usePracticeTexts } from '../model/texts';
import { PRACTICE_STATE_KEY } from './practice-bar';
import { PracticeReportView } from './practice-report-view';
import styles from './practice.module.css';

export function PracticePage() {
  const texts = usePracticeTexts();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>(undefined);
  const state = useQuery({ queryKey: PRACTICE_STATE_KEY, queryFn: getPracticeState, refetchInterval: 2000 });
  const session = state.data;
  const report = useQuery({
    queryKey: ['practice', 'report', session?.sessionId, session?.runNumber],
    queryFn: getPracticeReport,
    enabled: session !== undefined,
    refetchInterval: 2000,
  });
  const upload = useMutation({
    mutationFn: uploadPracticeFile,
    onSuccess: (next) => {
      queryClient.setQueryData(PRACTICE_STATE_KEY, next);
      // A new file is a new exchange: a tab already practising loads afresh on it.
      if (practiceSessionId !== undefined) enterPracticeMode(next.sessionId, '/practice');
    },
  });
  const end = useMutation({
    mutationFn: endPractice,
    onSuccess: () => {
      if (practiceSessionId !== undefined) leavePracticeMode('/practice');
      else queryClient.setQueryData(PRACTICE_STATE_KEY, undefined);
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (file !== undefined) upload.mutate(file);
  };
  const uploadError = upload.error;
  return (
    <main className={styles.page}>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <form className={styles.upload} onSubmit={submit}>
        <label htmlFor="practice-file">{texts.fileLabel}</label>
        <input
          id="practice-file"
          type="file"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            upload.reset();
          }}
        />
        <Button type="submit" variant="primary" disabled={file === undefined || upload.isPending}>
          {upload.isPending ? texts.opening : texts.open}
        </Button>
      </form>
      {uploadError !== null && (
        <p role="alert" className={styles.error}>
          {uploadError instanceof PracticeApiError && uploadError.status === 400
            ? texts.refused(uploadError.message)
            : texts.failed}
        </p>
      )}
      {session !== undefined && (
        <section aria-labelledby="practice-session" className={styles.card}>
          <h2 id="practice-session">{texts.session}</h2>
          <p data-testid="practice-market">
            {session.eventName} — {session.marketName} ({formatRecordedTime(session.position.from)})
          </p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              onClick={() =>
                enterPracticeMode(session.sessionId, `/market/${session.eventId}/${session.marketId}`)
              }
            >
              {texts.trade}
            </Button>
            <Button variant="secondary" onClick={() => end.mutate()} disabled={end.isPending}>
              {texts.end}
            </Button>
          </div>
        </section>
      )}
      {session !== undefined && report.data !== undefined && <PracticeReportView report={report.data} />}
    </main>
  );
}
