/**
 * A push-fed async iterator: what a subscription resolver returns. Values pushed while nobody waits
 * are kept (up to `limit`, then the oldest are dropped: a stalled socket never grows memory without
 * bound); `return()` (the client unsubscribed or the socket closed) ends it and runs `onEnd` once.
 */
export function liveQueue<T>(onEnd: () => void, limit = 100) {
  const buffered: T[] = [];
  const waiting: ((r: IteratorResult<T>) => void)[] = [];
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (buffered.length > 0) return Promise.resolve({ value: buffered.shift()!, done: false });
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: () => {
      end();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw: (error?: unknown) => {
      end();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return {
    iterator,
    push(value: T) {
      if (ended) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else {
        buffered.push(value);
        if (buffered.length > limit) buffered.shift();
      }
    },
    end,
  };
}
