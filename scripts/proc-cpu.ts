// The CPU time a process has used so far, from Linux's /proc (the benches measure processes on this machine).
import fs from 'node:fs';

/** User plus system CPU time of process `pid` so far, in milliseconds; throws when it cannot be read. */
export function processCpuMs(pid: number | string): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line,
  // in clock ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
