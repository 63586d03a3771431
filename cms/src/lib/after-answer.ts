/**
 * Work that must not count in an answer's time (docs/api-auth.md "No account enumeration"): a form whose
 * answer must be the same, in content and in time, whether or not an address has an account (password
 * reset, sign-up codes) answers first; the work that only one of the two cases does (making a reset link,
 * rendering and sending an e-mail) runs once the answer has been sent.
 *
 * The role-surface middleware opens a queue per request ({@link collectAfterAnswer}) and runs it when the
 * response has finished; {@link afterAnswer} adds to the queue of the request being answered, or, outside
 * a request (a scheduled job), runs the work on the next turn of the event loop.
 */
import { AsyncLocalStorage } from 'async_hooks';

/** A piece of deferred work; its failure is logged and shown to nobody (the caller was answered already). */
export type DeferredWork = () => Promise<unknown>;

const queues = new AsyncLocalStorage<DeferredWork[]>();

/** Run `work` one after the other, logging failures. */
async function runAll(work: DeferredWork[]): Promise<void> {
  for (const job of work) {
    try {
      await job();
    } catch (error) {
      strapi.log.error(`work after an answer failed: ${(error as Error).message}`);
    }
  }
}

/**
 * Run `work` after the answer of the request being handled has been sent (or soon, outside a request).
 * @param work - the deferred work; it must not need the request any more
 */
export function afterAnswer(work: DeferredWork): void {
  const queue = queues.getStore();
  if (queue) queue.push(work);
  else
    setImmediate(() => {
      void runAll([work]);
    });
}

/**
 * Handle a request with a queue of deferred work, run once `response` has finished (or closed).
 * @param response - the request's Node response
 * @param handle - the rest of the middleware chain
 */
export async function collectAfterAnswer(response: NodeJS.EventEmitter & { writableFinished?: boolean }, handle: () => Promise<void>): Promise<void> {
  const queue: DeferredWork[] = [];
  try {
    await queues.run(queue, handle);
  } finally {
    if (queue.length) {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        void runAll(queue.splice(0));
      };
      if (response.writableFinished) setImmediate(start);
      else {
        response.once('finish', start);
        response.once('close', start);
      }
    }
  }
}
