// account-and-product §4 "Market status label": the DELAY count-up timer.

/**
 * account-and-product §4: a count-up clock. Under an hour it reads mm:ss with two-digit minutes
 * ('00:00', '05:07', '59:59'); from an hour on h:mm:ss ('1:00:00', '12:03:09'). The spec does not
 * give a format; this is the one match clocks use, and the width only grows after an hour.
 * Fractions of a second are dropped (a clock shows completed seconds). Undefined for a value that
 * is not a finite number ≥ 0.
 */
export function formatElapsedClock(elapsedSeconds: number): string | undefined {
  if (!Number.isFinite(elapsedSeconds) || elapsedSeconds < 0) return undefined;
  const total = Math.floor(elapsedSeconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return hours === 0 ? mmss : `${hours}:${mmss}`;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
