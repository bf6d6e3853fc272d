// bench:load's simulated users: each signed in with a token of a demo user, sending the web's
// operations (as Apollo Client sends them) to the bffs in turn, with think time between steps.
// Every operation is timed under its name; every GraphQL error, HTTP error and user error
// (`errors` of a mutation's payload — the bench only asks for what should succeed) is recorded.
import { performance } from 'node:perf_hooks';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { asSentByWeb } from './web-documents.ts';

/** The think time between two steps of a user: uniform in [THINK_MIN_MS, THINK_MAX_MS). */
export const THINK_MIN_MS = 500;
export const THINK_MAX_MS = 2000;

/** A deterministic pseudo-random source (mulberry32): the same seed, the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LoadError {
  operation: string;
  user: string;
  message: string;
}

/** What every user of a run adds to: latencies by operation, errors. */
export class LoadRecord {
  readonly latencies = new Map<string, number[]>();
  readonly errors: LoadError[] = [];

  time(operation: string, ms: number) {
    const samples = this.latencies.get(operation) ?? [];
    samples.push(ms);
    this.latencies.set(operation, samples);
  }
}

/** Thrown when a step failed (already recorded): the user gives up the rest of that task. */
export class StepFailed extends Error {}

const printed = new WeakMap<object, { text: string; name: string }>();

function sent(document: TypedDocumentNode<unknown, unknown>) {
  let entry = printed.get(document);
  if (!entry) {
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    entry = { text: asSentByWeb(document), name: operation?.name?.value ?? 'anonymous' };
    printed.set(document, entry);
  }
  return entry;
}

export interface SessionOptions {
  username: string;
  token: string;
  /** The bffs; each request goes to the next (round robin over the whole run). */
  bffUrls: readonly string[];
  nextBff: () => number;
  record: LoadRecord;
  random: () => number;
  /** Until when the user works (performance.now()). */
  until: number;
}

/** One simulated user's connection to the bffs. */
export class Session {
  constructor(readonly options: SessionOptions) {}

  get username() {
    return this.options.username;
  }

  get random() {
    return this.options.random;
  }

  /** True while the run lasts. */
  get working() {
    return performance.now() < this.options.until;
  }

  /** One of `items`, chosen by the session's random source. */
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.random() * items.length)];
  }

  /** Waits what a user takes to read and click before the next step. */
  think() {
    const ms = THINK_MIN_MS + this.random() * (THINK_MAX_MS - THINK_MIN_MS);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Records an error of `operation` and gives up the task. */
  fail(operation: string, message: string): never {
    this.options.record.errors.push({ operation, user: this.username, message });
    throw new StepFailed(`${operation}: ${message}`);
  }

  /**
   * Sends `document` with `variables` to the next bff and answers its data; a GraphQL error, an
   * HTTP error or an error of the payload at `payloadKey` is recorded and thrown as StepFailed.
   */
  async send<Data, Variables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    payloadKey?: keyof Data,
  ): Promise<Data> {
    const { text, name } = sent(document as TypedDocumentNode<unknown, unknown>);
    const { bffUrls, nextBff, token, record } = this.options;
    const fail = (message: string) => this.fail(name, message);
    const start = performance.now();
    let body: { data?: Data; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    let status: number;
    try {
      const response = await fetch(`${bffUrls[nextBff() % bffUrls.length]}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ operationName: name, query: text, variables }),
      });
      status = response.status;
      body = (await response.json()) as typeof body;
    } catch (error) {
      return fail(`no answer: ${String(error)}`);
    } finally {
      record.time(name, performance.now() - start);
    }
    if (body.errors?.length) {
      return fail(
        body.errors.map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join('; ') +
          ` (HTTP ${status})`,
      );
    }
    if (status !== 200 || !body.data) return fail(`HTTP ${status}`);
    if (payloadKey !== undefined) {
      const payload = body.data[payloadKey] as { errors?: Array<{ message: string }> } | null;
      if (payload?.errors?.length) {
        return fail(`user error: ${payload.errors.map((e) => e.message).join('; ')}`);
      }
    }
    return body.data;
  }
}
