import type { LookupResult } from './result.js';

/*
 * Lookups are synchronous (extractors and pipeline rules run synchronously per message), but the Whois
 * and OTX adapters need a network round trip per key. A lookup of a key such an adapter has not answered
 * yet suspends the work it is part of: it throws `LookupPending`, whose promise settles once the answer
 * is in the table's cache and in the work's memo. The caller awaits it and runs the work again from its
 * start, on an unchanged copy of its input; the second run finds the answer (ADR 0106).
 */

/** How often one piece of work may suspend; beyond, a lookup that would wait answers an error result. */
export const MAX_SUSPENSIONS = 16;

/** Thrown by a synchronous lookup that must wait for a data adapter's network round trip. */
export class LookupPending extends Error {
  override name = 'LookupPending';
  constructor(
    /** Settles (never rejects) once the answer is in the memo of the work that asked. */
    readonly settled: Promise<void>,
    key: string,
  ) {
    super(`The lookup of <${key}> waits for its data adapter`);
  }
}

/** The answers fetched for one piece of work (one message) across its runs, by cache key. */
export class LookupMemo {
  readonly results = new Map<string, LookupResult>();
  suspensions = 0;
  /** Set after MAX_SUSPENSIONS: lookups no longer wait. */
  exhausted = false;
}

let current: LookupMemo | null = null;

/** The memo of the work running now, or null when no caller can wait (a lookup then cannot suspend). */
export const currentMemo = (): LookupMemo | null => current;

/** Runs `work` once with `memo` as the current memo; a `LookupPending` it throws goes to the caller. */
export function attempt<T>(memo: LookupMemo, work: () => T): T {
  const previous = current;
  current = memo;
  try {
    return work();
  } finally {
    current = previous;
  }
}

/** Counts a suspension of the work of `memo`; after MAX_SUSPENSIONS its lookups stop waiting. */
export function suspended(memo: LookupMemo): void {
  memo.suspensions += 1;
  if (memo.suspensions >= MAX_SUSPENSIONS) memo.exhausted = true;
}

/**
 * Runs synchronous work that may look keys up over the network to its end: every time a lookup
 * suspends it, waits for the answer and runs it again with the answers so far.
 */
export async function settle<T>(work: () => T, memo = new LookupMemo()): Promise<T> {
  for (;;) {
    try {
      return attempt(memo, work);
    } catch (error) {
      if (!(error instanceof LookupPending)) throw error;
      suspended(memo);
      await error.settled.catch(() => undefined);
    }
  }
}

/** Rethrows a suspension caught by code that records other errors (extractors, rule functions). */
export function rethrowPending(error: unknown): void {
  if (error instanceof LookupPending) throw error;
}
