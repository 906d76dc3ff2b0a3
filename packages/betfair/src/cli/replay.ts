// `npm run replay -- FILE`: prints the market cache after every line of a historical file that
// changes a market, one line per changed market (format: historical/replay-format.ts).
import { readHistoricalLines } from '../historical/historical-file.js';
import { formatReplayLine } from '../historical/replay-format.js';
import { replayLines } from '../historical/replay.js';

// A closed pipe (`| head`) ends the output, not the process with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined) {
    console.error('Usage: npm run replay -- FILE   (a Betfair historical file, plain or gzip)');
    process.exit(2);
  }
  const lines = await readHistoricalLines(file);
  const output: string[] = [];
  const stats = replayLines(lines, (lineNumber, markets) => {
    for (const market of markets) output.push(formatReplayLine(lineNumber, market));
  });
  process.stdout.write(output.length === 0 ? '' : `${output.join('\n')}\n`);
  if (stats.skipped > 0)
    console.error(`replay: skipped ${stats.skipped} of ${stats.lines} lines that are not market changes`);
}

main().catch((error: unknown) => {
  console.error(`replay: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
