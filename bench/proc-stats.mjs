// What bench:search reads from Linux's /proc around a measurement: a server's CPU ticks and RSS, the whole
// machine's busy ticks (to tell other processes' load apart), SYNs dropped on full accept queues, load average.
// Every reader answers 0 or null instead of throwing when /proc is not there.
import { readFile } from 'node:fs/promises';

const CLK_TCK = 100; // /proc/<pid>/stat ticks per second on Linux

/**
 * Starts sampling `pid` (RSS every 100 ms, CPU and machine counters now); `stop()` resolves with what was used
 * since, in ms and kB: serverCpuMs, systemCpuMs and listenOverflows (null without /proc), peakRssKb, hwmKb.
 */
export async function sampleProcess(pid) {
  const cpuBefore = await cpuTicks(pid);
  const systemBefore = await systemBusyTicks();
  const overflowsBefore = await listenOverflows();
  let peakRssKb = await procStatus(pid, 'VmRSS');
  const sampler = setInterval(() => {
    void procStatus(pid, 'VmRSS').then((kb) => {
      if (kb > peakRssKb) peakRssKb = kb;
    });
  }, 100);
  return {
    async stop() {
      clearInterval(sampler);
      const hwmKb = await procStatus(pid, 'VmHWM');
      const cpuAfter = await cpuTicks(pid);
      const systemAfter = await systemBusyTicks();
      const overflowsAfter = await listenOverflows();
      return {
        serverCpuMs: ((cpuAfter - cpuBefore) * 1000) / CLK_TCK,
        systemCpuMs:
          systemBefore === null || systemAfter === null ? null : ((systemAfter - systemBefore) * 1000) / CLK_TCK,
        listenOverflows: overflowsBefore === null || overflowsAfter === null ? null : overflowsAfter - overflowsBefore,
        peakRssKb,
        hwmKb,
      };
    },
  };
}

async function procStatus(pid, field) {
  try {
    const text = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** utime + stime of a process, in clock ticks. */
async function cpuTicks(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Busy clock ticks of the whole machine (every CPU), from /proc/stat. */
async function systemBusyTicks() {
  try {
    const [, ...fields] = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
}

/** TcpExt ListenOverflows of this network namespace: SYNs dropped because an accept queue was full. */
async function listenOverflows() {
  try {
    const lines = (await readFile('/proc/net/netstat', 'utf8')).split('\n');
    const names = lines.find((l) => l.startsWith('TcpExt:'))?.split(' ');
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(' ');
    const i = names?.indexOf('ListenOverflows') ?? -1;
    return i > 0 && values ? Number(values[i]) : null;
  } catch {
    return null;
  }
}

/** The 1, 5 and 15 minute load averages. */
export async function loadAverage() {
  try {
    return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).map(Number);
  } catch {
    return null;
  }
}
