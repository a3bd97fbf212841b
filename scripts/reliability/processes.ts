/** Processes by parent, read from Linux's /proc: what a process started, and whether any of it is still running. */
import fs from 'node:fs';

/** The parent of every running process, by process id. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  return parentOf;
}

/** Every process started by `pid`, its children's children included. */
export function descendantsOf(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  const search = [pid];
  while (search.length) {
    const parent = search.pop()!;
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        search.push(child);
      }
    }
  }
  return found;
}

/** The command line of a running process, or undefined once it has ended. */
export function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}

/** Whether a process still runs (a zombie waiting for its parent counts as ended). */
export function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
