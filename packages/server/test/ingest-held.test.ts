import { describe, expect, it } from 'vitest';
import { IngestPipeline } from '../src/ingest/pipeline.js';
import { StreamRouter } from '../src/ingest/router.js';
import { currentMemo, LookupPending } from '../src/lookup/pending.js';
import { errorResult, singleResult } from '../src/lookup/result.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import type { MessageRecord } from '../src/storage/message.js';
import type { StreamRegistry } from '../src/streams/model.js';

/** No streams: every message goes to the default stream. */
const noStreams: StreamRegistry = { list: () => [], subscribe: () => () => undefined };

/** A promise and its resolve. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('ingest with a lookup that waits for the network (ADR 0106)', () => {
  it('holds the message and those behind it, runs it again from its original, and stores all in arrival order', async () => {
    const written: MessageRecord[] = [];
    const sink = { encode: (m: MessageRecord) => m, append: async (batch: readonly MessageRecord[]) => void written.push(...batch) };
    const pipeline = new IngestPipeline(sink, new StreamRouter(noStreams), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
      flushIntervalMs: 10,
    });
    const answer = gate();
    let suspensions = 0;
    pipeline.stages.mayWait = () => true;
    pipeline.stages.extract = (message) => {
      // Counts the runs on this copy: a run again from the original sees 0 here.
      message.set('runs', Number(message.get('runs') ?? 0) + 1);
      if (message.message.startsWith('wait')) {
        const memo = currentMemo()!;
        const known = memo.results.get('owner');
        if (!known) {
          suspensions += 1;
          throw new LookupPending(
            answer.promise.then(() => void memo.results.set('owner', singleResult('Example GmbH/DE'))),
            'owner',
          );
        }
        message.set('owner', String(known.single_value));
      }
      return true;
    };
    pipeline.offer({ message: 'first', fields: {} });
    pipeline.offer({ message: 'wait for it', fields: { runs: 0 } });
    pipeline.offer({ message: 'behind', fields: {} });
    expect(pipeline.heldBack).toBe(2);
    expect(pipeline.buffered).toBe(3);
    // The timer writes what is through; the held messages wait.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written.map((m) => m.message)).toEqual(['first']);
    const flushed = pipeline.flush();
    answer.open();
    await flushed;
    expect(written.map((m) => m.message)).toEqual(['first', 'wait for it', 'behind']);
    expect(written[1]!.fields).toMatchObject({ owner: 'Example GmbH/DE', runs: 1 });
    expect(suspensions).toBe(1);
    expect(pipeline.heldBack).toBe(0);
    await pipeline.close();
  });

  it('gives up lookups that keep waiting: the last run answers them with an error instead', async () => {
    const written: MessageRecord[] = [];
    const sink = { encode: (m: MessageRecord) => m, append: async (batch: readonly MessageRecord[]) => void written.push(...batch) };
    const pipeline = new IngestPipeline(sink, new StreamRouter(noStreams), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
    });
    pipeline.stages.mayWait = () => true;
    let runs = 0;
    pipeline.stages.extract = (message) => {
      runs += 1;
      const memo = currentMemo()!;
      // Every run asks a key never asked before, as a rule with ever new lookups would.
      if (!memo.exhausted) throw new LookupPending(Promise.resolve(), `key-${runs}`);
      message.set('gave_up', String(errorResult().has_error));
      return true;
    };
    pipeline.offer({ message: 'endless', fields: {} });
    await pipeline.flush();
    expect(written.map((m) => m.fields['gave_up'])).toEqual(['true']);
    expect(runs).toBe(17);
    await pipeline.close();
  });
});
