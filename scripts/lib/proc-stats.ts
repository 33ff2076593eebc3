/**
 * What the kernel knows about a server process, read from /proc (Linux only; elsewhere every reader
 * returns null and the caller prints "n/a"): the CPU time it has used and its memory, for the process and
 * all its descendants together (a node:cluster primary and its workers count as one server).
 *
 * Only node built-ins; nothing here changes or signals the process that is read.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const HAS_PROC = fs.existsSync("/proc/self/stat");

let ticksPerSecond: number | undefined;
/** USER_HZ, the unit of the CPU times in /proc/<pid>/stat (`getconf CLK_TCK`, 100 on practically every Linux). */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const result = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
    const value = Number(result.stdout?.trim());
    ticksPerSecond = result.status === 0 && Number.isInteger(value) && value > 0 ? value : 100;
  }
  return ticksPerSecond;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    // The process (or thread) exited between listing and reading it.
    return null;
  }
}

/**
 * Fields of /proc/<pid>/stat, numbered as in proc(5) (fields[14] is utime). Field 2, the command name,
 * may contain spaces and parentheses, so the rest is split after its last ")".
 */
function statFields(pid: number): (string | number | undefined)[] | null {
  const text = readText(`/proc/${pid}/stat`);
  if (text === null) return null;
  const close = text.lastIndexOf(")");
  // Fields 3.. follow ") "; pad so that index n is field n.
  return [
    undefined,
    pid,
    text.slice(text.indexOf("(") + 1, close),
    ...text
      .slice(close + 2)
      .trim()
      .split(/\s+/),
  ];
}

/** Direct children of `pid`: from /proc/<pid>/task/<tid>/children, or by scanning every process's PPid. */
function childrenOf(pid: number): number[] {
  const tasks = (() => {
    try {
      return fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      return null;
    }
  })();
  if (tasks) {
    const lists = tasks.map((tid) => readText(`/proc/${pid}/task/${tid}/children`));
    // The file exists on kernels built with CONFIG_PROC_CHILDREN (all common distributions).
    if (lists.every((list) => list !== null)) {
      return lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(Number));
    }
  }
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[4]) === pid) found.push(Number(entry));
  }
  return found;
}

/** `pid` and every live descendant of it (the workers of a cluster primary), `pid` first. */
export function processTree(pid: number): number[] {
  if (!HAS_PROC) return [];
  const pids: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (pids.includes(next)) continue;
    pids.push(next);
    queue.push(...childrenOf(next));
  }
  return pids;
}

/**
 * CPU time (user + system, in clock ticks) used so far by `pid` and its live descendants. The root also
 * counts cutime + cstime, the time of children it has already reaped, so a cluster worker that exits
 * between two readings still counts once: its ticks move from its own line to its parent's.
 * Returns null without /proc or when `pid` is gone.
 */
export function cpuTicks(pid: number): number | null {
  if (!HAS_PROC) return null;
  let total = 0;
  for (const [i, member] of processTree(pid).entries()) {
    const fields = statFields(member);
    if (!fields) {
      if (i === 0) return null;
      continue;
    }
    total += Number(fields[14]) + Number(fields[15]);
    if (i === 0) total += Number(fields[16]) + Number(fields[17]);
  }
  return total;
}

/**
 * Measure the CPU a server (with its workers) spends on a piece of work: call before, and the returned
 * function after; it gives microseconds of CPU per request for `requests` requests (null if unknown).
 */
export function cpuMeter(pid: number): (requests: number) => number | null {
  const before = cpuTicks(pid);
  return (requests) => {
    const after = cpuTicks(pid);
    if (before === null || after === null || !(requests > 0)) return null;
    return (((after - before) / clockTicksPerSecond()) * 1e6) / requests;
  };
}

function kilobytes(text: string | null, field: string): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * Memory of `pid` and its live descendants, summed, in MB (1024 * 1024 bytes) and the number of processes:
 * rssMb  VmRSS of /proc/<pid>/status (resident: heap, code, shared libraries, buffers);
 * anonMb "Anonymous" of /proc/<pid>/smaps_rollup, resident memory not backed by a file: the V8 heap plus
 *        native allocations (Buffers, zlib/brotli state, malloc arenas) — an upper bound for the JS heap,
 *        not the heap itself. null when smaps_rollup is missing (kernels before 4.14).
 * Returns null without /proc or when `pid` is gone.
 */
export type Memory = { rssMb: number; anonMb: number | null; processes: number };

export function memoryOf(pid: number): Memory | null {
  if (!HAS_PROC) return null;
  let rssKb = 0;
  let anonKb: number | null = 0;
  let processes = 0;
  for (const [i, member] of processTree(pid).entries()) {
    const rss = kilobytes(readText(`/proc/${member}/status`), "VmRSS");
    if (rss === null) {
      if (i === 0) return null;
      continue;
    }
    processes++;
    rssKb += rss;
    const anon = kilobytes(readText(`/proc/${member}/smaps_rollup`), "Anonymous");
    anonKb = anon === null || anonKb === null ? null : anonKb + anon;
  }
  return { rssMb: rssKb / 1024, anonMb: anonKb === null ? null : anonKb / 1024, processes };
}
