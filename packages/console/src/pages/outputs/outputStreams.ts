import type { Stream } from '@sift/api';

/** The output ids of a stream: `GET /streams` sends output summaries, `/streams/paginated` plain ids. */
export function outputIdsOf(stream: Stream): string[] {
  return stream.outputs.flatMap((output) =>
    typeof output === 'string' ? [output] : typeof output['id'] === 'string' ? [output['id']] : [],
  );
}

/** The streams each output is attached to, by output id. */
export function streamsByOutput(streams: readonly Stream[]): Map<string, Stream[]> {
  const byOutput = new Map<string, Stream[]>();
  for (const stream of streams) {
    for (const id of outputIdsOf(stream)) byOutput.set(id, [...(byOutput.get(id) ?? []), stream]);
  }
  return byOutput;
}
