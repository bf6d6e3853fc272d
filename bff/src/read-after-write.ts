// After a committed write some mutations read a neighbour of what they wrote afresh (the order an
// invoice draws on: its remaining amounts). That read failing (the REST API slow or away for a
// moment) does not undo the write, so it must not answer the mutation as failed: the user would
// write again — a second invoice, its amount counted twice in the actuals. The payload's field
// for that neighbour is nullable; it is null then, the write's own result is kept, and the client
// asks for the neighbour when it shows it next.
import type { Logger } from 'pino';

export async function readAfterWrite<T>(
  read: () => Promise<T>,
  log: Logger,
  what: string,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error, what }, 'written, but the fresh read after the write failed');
    return null;
  }
}
