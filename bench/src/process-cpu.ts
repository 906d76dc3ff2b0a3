// Where the machine's CPU goes while a browser bench runs: this process (the exchange, the product
// and the harness) and every Chromium process it launched, by process type and thread name, read
// from Linux's /proc. A click's p99 on a 2-core machine depends on whether a core is free when the
// release arrives, so the cores' load is the steadier figure to judge a change of drawing or
// compositing by (bench:web, issue 21 §6). Linux only: elsewhere it reads nothing.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds by "process type / thread name", e.g. "renderer / CrRendererMain". */
export type CpuAccount = Map<string, number>;

const TICKS_PER_SECOND = 100;

/** The CPU every thread of this process and its descendants has used so far. */
export function readCpu(): CpuAccount {
  const account: CpuAccount = new Map();
  const processes = readProcesses();
  const ours = descendantsOf(process.pid, processes);
  for (const pid of ours) {
    const kind = pid === process.pid ? 'bench' : chromiumType(pid);
    for (const thread of safeList(`/proc/${pid}/task`)) {
      const stat = readStat(`/proc/${pid}/task/${thread}/stat`);
      if (stat === undefined) continue;
      // A process's first thread is its main one (named after the program); pooled threads are
      // numbered (ThreadPoolForeg…): one name for them all.
      const name = thread === String(pid) ? 'main' : stat.name.replace(/\d+$/, '');
      const key = `${kind} / ${name}`;
      account.set(key, (account.get(key) ?? 0) + stat.cpuSeconds);
    }
  }
  return account;
}

/** Prints the CPU used between two readings, a share of one core, the busiest threads first. */
export function printCpu(what: string, before: CpuAccount, after: CpuAccount, seconds: number): void {
  const used = [...after].map(([key, total]) => [key, total - (before.get(key) ?? 0)] as const);
  const byProcess = new Map<string, number>();
  for (const [key, cpu] of used) {
    const kind = key.split(' / ')[0]!;
    byProcess.set(kind, (byProcess.get(kind) ?? 0) + cpu);
  }
  if (byProcess.size === 0) return;
  const share = (cpu: number) => `${((100 * cpu) / seconds).toFixed(0)} %`;
  const all = [...byProcess.values()].reduce((sum, cpu) => sum + cpu, 0);
  console.log(
    `CPU ${what} (${seconds.toFixed(0)} s, % of one core; the machine has 2): ${share(all)} in all; ${[
      ...byProcess,
    ]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, cpu]) => `${kind} ${share(cpu)}`)
      .join(', ')}`,
  );
  const threads = used.filter(([, cpu]) => cpu / seconds >= 0.01).sort((a, b) => b[1] - a[1]);
  console.log(`  busiest threads: ${threads.map(([key, cpu]) => `${key} ${share(cpu)}`).join(', ')}`);
}

interface ProcessStat {
  readonly name: string;
  readonly parent: number;
  readonly cpuSeconds: number;
}

function readProcesses(): Map<number, ProcessStat> {
  const processes = new Map<number, ProcessStat>();
  for (const entry of safeList('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat !== undefined) processes.set(Number(entry), stat);
  }
  return processes;
}

function descendantsOf(root: number, processes: ReadonlyMap<number, ProcessStat>): number[] {
  const found = [root];
  for (let index = 0; index < found.length; index += 1)
    for (const [pid, stat] of processes) if (stat.parent === found[index]) found.push(pid);
  return found;
}

/** Chromium's --type= (renderer, gpu-process, utility, zygote), or "browser" for the main one. */
function chromiumType(pid: number): string {
  const command = safeRead(`/proc/${pid}/cmdline`) ?? '';
  const type = /--type=([^\s\0]+)/.exec(command)?.[1];
  if (type !== undefined) return type;
  return command.includes('chrom') ? 'browser' : (readStat(`/proc/${pid}/stat`)?.name ?? 'other');
}

/** `pid (name) state ppid … utime stime …`: the name may hold spaces and parentheses. */
function readStat(path: string): ProcessStat | undefined {
  const text = safeRead(path);
  if (text === undefined) return undefined;
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is the state (stat field 3): ppid is field 4, utime 14, stime 15.
  return {
    name: text.slice(open + 1, close),
    parent: Number(fields[1]),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

function safeRead(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process or thread ended, or this is not Linux
  }
}

function safeList(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
