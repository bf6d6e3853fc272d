// The bench runs the REST API and the bff each in a Node process of its own, as they are deployed
// (docker/: one container each, NODE_ENV=production), so neither shares an event loop or a heap
// with the other or with the client that measures them.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a service process sends once it listens. */
export interface Started<Info> {
  url: string;
  info: Info;
}

export interface ServiceProcess<Info> extends Started<Info> {
  /** The process id (to read its memory from /proc). */
  pid: number;
  /** Asks the service a question (see `answerQuestions`) and waits for its answer. */
  ask<Answer>(question: unknown): Promise<Answer>;
  /** Asks the service to close (it discards its database) and waits for the process to end. */
  close(): Promise<void>;
}

/** A question to the child and its answer, matched by `id`, over the IPC channel. */
interface Question {
  question: unknown;
  id: number;
}
interface Answer {
  answer: number;
  value?: unknown;
  error?: string;
}

/** Forks `script` (a file beside this one) with `input`, and waits until it listens. */
export async function startServiceProcess<Info>(
  script: string,
  input: unknown,
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = [],
): Promise<ServiceProcess<Info>> {
  const child: ChildProcess = fork(new URL(script, import.meta.url), [JSON.stringify(input)], {
    // BENCH_CPU_PROF=<dir>: a CPU profile of each service process, to see where its time goes.
    execArgv: [
      ...nodeFlags,
      '--import',
      'tsx',
      ...(env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const started = await Promise.race([
    once(child, 'message').then(([message]) => message as Started<Info>),
    exited.then(([code]) => {
      throw new Error(`${script} ended before it listened (exit code ${String(code)})`);
    }),
  ]);
  const waiting = new Map<number, (answer: Answer) => void>();
  child.on('message', (message: Answer) => {
    if (typeof message === 'object' && 'answer' in message) waiting.get(message.answer)?.(message);
  });
  let asked = 0;
  return {
    ...started,
    pid: child.pid!,
    ask: <Value>(question: unknown) =>
      new Promise<Value>((resolve, reject) => {
        const id = ++asked;
        waiting.set(id, ({ value, error }) => {
          waiting.delete(id);
          if (error) reject(new Error(error));
          else resolve(value as Value);
        });
        child.send({ question, id } satisfies Question);
      }),
    close: async () => {
      child.send('close');
      await exited;
    },
  };
}

/** In the child: report `started`, then run `close` when the parent asks, and end. */
export function serveUntilClosed<Info>(started: Started<Info>, close: () => Promise<void>) {
  process.on('message', (message) => {
    if (message !== 'close') return;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.send!(started);
}

/** In the child: answer the parent's `ask`s with `answer`. */
export function answerQuestions(answer: (question: unknown) => Promise<unknown>) {
  process.on('message', (message: Question) => {
    if (typeof message !== 'object' || !('question' in message)) return;
    answer(message.question).then(
      (value) => process.send!({ answer: message.id, value } satisfies Answer),
      (error: unknown) => process.send!({ answer: message.id, error: String(error) }),
    );
  });
}

/** The JSON input the parent passed (first argument). */
export const processInput = <Input>() => JSON.parse(process.argv[2]!) as Input;

/**
 * BENCH_SERVICE_LOG=error|warn: the services' log at that level on the console (what an INTERNAL
 * or UPSTREAM_UNAVAILABLE answer hides); silent by default.
 */
export function serviceLogLevel(): 'error' | 'warn' | 'silent' {
  const level = process.env.BENCH_SERVICE_LOG;
  return level === 'error' || level === 'warn' ? level : 'silent';
}

/**
 * The bff process script of another checkout (BENCH_BFF_BASELINE / BENCH_CPU_BASELINE name its
 * bff folder): bench/bff/ beside it since the benches moved to one place, bff/bench/ before.
 */
export function baselineBffProcess(baselineBffDir: string): string {
  const moved = join(baselineBffDir, '..', 'bench', 'bff', 'bff-process.ts');
  const before = join(baselineBffDir, 'bench', 'bff-process.ts');
  return pathToFileURL(existsSync(moved) ? moved : before).href;
}
