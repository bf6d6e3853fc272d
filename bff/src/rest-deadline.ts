// The bound of one REST call (request, answer and body), as undici's `signal` option takes it.
import { EventEmitter } from 'node:events';

/**
 * Aborts undici's `request` when `timeoutMs` have passed, with the reason AbortSignal.timeout
 * gives (so that the log lines name a TimeoutError). undici takes any EventEmitter that emits
 * 'abort' as the signal (its Dispatcher docs) and reads `aborted` and `reason` from it. Made for
 * every REST call: an AbortSignal is an EventTarget whose making and listening were ~2 % of the
 * bff's own CPU on a list page, and AbortSignal.timeout kept it and its timer alive for the whole
 * timeout after the call (issue 15).
 */
export class RestDeadline extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(timeoutMs: number) {
    super();
    this.timer = setTimeout(() => this.abort(), timeoutMs);
  }

  private abort() {
    this.aborted = true;
    this.reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    this.emit('abort');
  }

  /** The call is over: its timer goes. */
  clear() {
    clearTimeout(this.timer);
  }
}
