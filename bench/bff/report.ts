// How bench:lists and bench:overview print a query through the bff against the same REST calls
// made directly, each figure beside its target (issue 15): the bff within 1.2× of direct REST
// at p50 and p95, one client at a time and 20 at once (CONCURRENT_CLIENTS), and its throughput at
// least 60 % of direct REST's.
import { ms, type LoadStats, type Stats } from './measure.ts';

export const TARGET_RATIO = 1.2;
export const TARGET_THROUGHPUT_SHARE = 0.6;

/** A figure's verdict against its target. */
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export interface Comparison {
  viaBff: Stats;
  directly: Stats;
  concurrent: { clients: number; viaBff: LoadStats; directly: LoadStats };
  /** BENCH_BFF_BASELINE's bff in the same rounds (stack.ts), printed for comparison only. */
  baseline?: Reference | null;
  /** BENCH_HOP_FLOOR's bare process in the same rounds (stack.ts), printed for comparison only. */
  hopFloor?: Reference | null;
}

/** A contender timed beside the bff for comparison only: one client at a time, and many. */
export interface Reference {
  latency: Stats;
  concurrent: LoadStats;
}

/** `note` goes after a latency line (e.g. its p95 target). */
type LatencyNote = (figures: Stats) => string;

const line = (label: string, figures: Stats, note: string) =>
  `  ${label.padEnd(22)} p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}` +
  (note ? `   (${note})` : '');

const ratios = (label: string, p50: number, p95: number) =>
  `  ${label.padEnd(22)} p50 ${`${p50.toFixed(2)}×`.padStart(9)}  ` +
  `p95 ${`${p95.toFixed(2)}×`.padStart(9)}   `;

function ratioLine(label: string, viaBff: Stats, directly: Stats, missed: string[]) {
  const p50 = viaBff.p50 / directly.p50;
  const p95 = viaBff.p95 / directly.p95;
  if (p50 > TARGET_RATIO) missed.push(`${label} p50`);
  if (p95 > TARGET_RATIO) missed.push(`${label} p95`);
  return (
    ratios(label, p50, p95) +
    `(target ≤ ${TARGET_RATIO}×: p50 ${verdict(p50 <= TARGET_RATIO)}, p95 ${verdict(p95 <= TARGET_RATIO)})`
  );
}

/** The hop floor's figures and ratios, and what the bff adds above it at p50. */
function printHopFloor({
  viaBff,
  directly,
  concurrent,
  hopFloor,
}: Comparison & { hopFloor: Reference }) {
  const clients = `${concurrent.clients} clients`;
  const above = (bff: Stats, floor: Stats) => `the bff ${ms(bff.p50 - floor.p50)} above it at p50`;
  console.log(line('hop floor', hopFloor.latency, above(viaBff, hopFloor.latency)));
  console.log(
    ratios(
      'ratio, hop floor',
      hopFloor.latency.p50 / directly.p50,
      hopFloor.latency.p95 / directly.p95,
    ) + '(no target: the least a process in between adds)',
  );
  console.log(
    line(
      `hop floor, ${clients}`,
      hopFloor.concurrent,
      above(concurrent.viaBff, hopFloor.concurrent),
    ),
  );
  console.log(
    ratios(
      `ratio, ${clients}`,
      hopFloor.concurrent.p50 / concurrent.directly.p50,
      hopFloor.concurrent.p95 / concurrent.directly.p95,
    ) + '(hop floor; no target)',
  );
}

/** Prints the comparison; returns the names of the ratio and throughput targets it missed. */
export function printComparison(comparison: Comparison, note: LatencyNote = () => ''): string[] {
  const { viaBff, directly, concurrent, baseline, hopFloor } = comparison;
  if (baseline) {
    console.log('  baseline bff (BENCH_BFF_BASELINE), same rounds:');
    printComparison({
      viaBff: baseline.latency,
      directly,
      concurrent: { ...concurrent, viaBff: baseline.concurrent },
    });
    console.log('  this bff:');
  }
  const missed: string[] = [];
  const clients = `${concurrent.clients} clients`;
  console.log(line('via bff', viaBff, note(viaBff)));
  console.log(line('direct REST', directly, note(directly)));
  console.log(ratioLine('ratio', viaBff, directly, missed));
  console.log(line(`via bff, ${clients}`, concurrent.viaBff, ''));
  console.log(line(`direct, ${clients}`, concurrent.directly, ''));
  console.log(ratioLine(`ratio, ${clients}`, concurrent.viaBff, concurrent.directly, missed));
  const share = concurrent.viaBff.perSecond / concurrent.directly.perSecond;
  if (share < TARGET_THROUGHPUT_SHARE) missed.push('throughput');
  console.log(
    `  ${'throughput'.padEnd(22)} bff ${concurrent.viaBff.perSecond.toFixed(0)}/s, direct ` +
      `${concurrent.directly.perSecond.toFixed(0)}/s: ${(share * 100).toFixed(0)} % ` +
      `(target ≥ ${TARGET_THROUGHPUT_SHARE * 100} %: ${verdict(share >= TARGET_THROUGHPUT_SHARE)})`,
  );
  if (hopFloor) printHopFloor({ ...comparison, hopFloor });
  return missed;
}
