// The memory of the service processes during bench:load: their resident set size (VmRSS of
// /proc/<pid>/status, Linux), sampled every SAMPLE_MS, and the peak of the samples — the peak of
// the run, not of the start (the REST API generates the large data set in its own process, so
// the kernel's high-water mark VmHWM would mostly show the seed).
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 250;

/** VmRSS of a process in MB; null where /proc is not there (not Linux) or the process ended. */
export function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export interface MemorySampler {
  /** Stops sampling; the peak RSS (MB) of each process, by name (null: could not be read). */
  stop(): Map<string, number | null>;
}

/** Samples the RSS of the named processes until stopped. */
export function sampleMemory(processes: ReadonlyMap<string, number>): MemorySampler {
  const peaks = new Map<string, number | null>([...processes.keys()].map((name) => [name, null]));
  const sample = () => {
    for (const [name, pid] of processes) {
      const mb = residentMb(pid);
      if (mb !== null) peaks.set(name, Math.max(peaks.get(name) ?? 0, mb));
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
