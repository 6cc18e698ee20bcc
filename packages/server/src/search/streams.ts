import type { Subject } from '../auth/subject.js';
import { DEFAULT_STREAM_ID, type StreamRegistry } from '../streams/model.js';

/** Which streams a user's search may see. */
export class StreamAccess {
  constructor(private readonly registry: StreamRegistry) {}

  allStreamIds(): string[] {
    return [...new Set([DEFAULT_STREAM_ID, ...this.registry.list().map((s) => s.id)])];
  }

  readable(subject: Subject): string[] {
    return this.allStreamIds().filter((id) => subject.isPermitted(`streams:read:${id}`));
  }

  /**
   * The stream filter of a search: the requested streams, or when none are named every stream the
   * user may read (null: no filter needed because the user may read all of them).
   */
  effectiveStreams(subject: Subject, requested: readonly string[]): string[] | null {
    if (requested.length > 0) return [...new Set(requested)];
    const all = this.allStreamIds();
    const readable = all.filter((id) => subject.isPermitted(`streams:read:${id}`));
    return readable.length === all.length ? null : readable;
  }
}
