import type { InputStore } from '../inputs/store.js';
import { frameDecoder, overrideSourceOf } from '../inputs/runtime.js';
import { findInputType } from '../inputs/types.js';
import type { MessageJournal } from './journal.js';
import type { DecodedMessage, IngestContext, IngestPipeline } from './pipeline.js';

interface InputDecoding {
  decode: (frame: Buffer) => DecodedMessage;
  staticFields: Readonly<Record<string, string>>;
  overrideSource: string | undefined;
}

/**
 * Feeds the journal's entries beyond what the store holds through ingest again (decoded as their
 * input decodes, with their first receive time), before any input starts. Answers how many were replayed.
 */
export async function replayJournal<Encoded>(
  journal: MessageJournal,
  pipeline: IngestPipeline<Encoded>,
  inputs: InputStore,
  log: (line: string) => void,
): Promise<number> {
  const waiting = journal.uncommitted;
  if (waiting === 0) return 0;
  log(`message journal: replaying ${waiting} messages not yet stored`);
  const decodings = new Map<string, InputDecoding | null>();
  const decodingOf = (inputId: string): InputDecoding | null => {
    let decoding = decodings.get(inputId);
    if (decoding === undefined) {
      const input = inputs.get(inputId);
      const type = input ? findInputType(input.type) : undefined;
      decoding =
        input && type
          ? {
              decode: frameDecoder(type, input.configuration),
              staticFields: input.staticFields,
              overrideSource: overrideSourceOf(input.configuration),
            }
          : null;
      decodings.set(inputId, decoding);
    }
    return decoding;
  };
  let replayed = 0;
  let lost = 0;
  for (const entry of journal.replay()) {
    const decoding = decodingOf(entry.inputId);
    let decoded: DecodedMessage;
    try {
      if (!decoding) throw new Error(`input ${entry.inputId} no longer exists`);
      decoded = decoding.decode(entry.frame);
    } catch (error: unknown) {
      lost += 1;
      if (lost <= 3)
        log(`message journal: entry ${entry.offset} cannot be replayed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const context: IngestContext = {
      inputId: entry.inputId,
      remoteAddress: entry.remoteAddress,
      staticFields: decoding.staticFields,
      overrideSource: decoding.overrideSource,
      journalOffset: entry.offset,
      receivedAt: entry.receivedAt,
    };
    if (!pipeline.offer(decoded, context)) await pipeline.submit(decoded, context);
    replayed += 1;
  }
  if (lost > 0) log(`message journal: ${lost} entries could not be replayed (their input is gone or they no longer decode)`);
  log(`message journal: replayed ${replayed} messages`);
  return replayed;
}
