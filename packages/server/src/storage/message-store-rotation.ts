import fs from 'node:fs';
import path from 'node:path';
import { literal } from './fields.js';
import { needsRotation, retentionTargets, type IndexState } from './index-sets.js';
import type { Rotation } from './message-store-schema.js';
import { MessageStoreState } from './message-store-state.js';

/** Rotation and retention of `MessageStore`: each index set's write index, and what its retention deletes or closes. */
export abstract class MessageStoreRotation extends MessageStoreState {
  /**
   * Starts a set's new write index when the current one is full or old (or the set has none yet), and
   * plans what retention deletes or closes. The indices' states change at once; `rotate` stores them.
   */
  protected planRotation(set: string, now: number): Rotation | null {
    const config = this.setConfig(set);
    const previous = this.currentIndex(set) ?? null;
    if (previous && !needsRotation(config, previous, now)) return null;
    const next = this.newIndex(set);
    return this.planRetention(set, previous, next, now);
  }

  private planRetention(set: string, previous: IndexState | null, next: IndexState | null, now: number): Rotation {
    const config = this.setConfig(set);
    const targets = retentionTargets(config, this.indicesOf(set), now);
    const drop = config.retention.type === 'delete' ? targets : [];
    const close = config.retention.type === 'close' ? targets : [];
    for (const index of drop) this.indices.splice(this.indices.indexOf(index), 1);
    for (const index of close) index.closed = true;
    return { set, previous, next, drop, close };
  }

  /**
   * Applies time-based rotation and retention without waiting for messages (Graylog checks every few
   * seconds): rotates sets whose write index got too old and removes what retention no longer keeps.
   */
  maintain(now = Date.now()): Promise<void> {
    if (this.closed) return Promise.resolve();
    const work: Rotation[] = [];
    for (const [id, config] of this.sets) {
      const current = this.currentIndex(id);
      if (!current) continue;
      if (needsRotation(config, current, now)) work.push(this.planRotation(id, now)!);
      else {
        const retention = this.planRetention(id, current, null, now);
        if (retention.drop.length > 0 || retention.close.length > 0) work.push(retention);
      }
    }
    if (work.length === 0) return Promise.resolve();
    const done = this.writing.then(async () => {
      for (const rotation of work) await this.rotate(rotation);
    });
    this.writing = done.catch(() => undefined);
    return done;
  }

  /** Gives a set its first (write) index when it has none yet. */
  ensureIndex(set: string): Promise<void> {
    if (this.currentIndex(set)) return Promise.resolve();
    const rotation = this.planRotation(set, Date.now())!;
    const done = this.writing.then(() => this.rotate(rotation));
    this.writing = done.catch(() => undefined);
    return done;
  }

  /** Deletes every index of a set (the set was deleted); its messages go with them. */
  dropIndexSet(set: string): Promise<void> {
    const drop = this.indicesOf(set);
    for (const index of drop) this.indices.splice(this.indices.indexOf(index), 1);
    this.sets.delete(set);
    const done = this.writing.then(() => this.rotate({ set, previous: null, next: null, drop, close: [] }));
    this.writing = done.catch(() => undefined);
    return done;
  }

  /** The row id ranges holding only the index's rows (its rows may lie between other sets' rows). */
  private async runsOf(index: number): Promise<[number, number][]> {
    const reader = await this.writer.runAndReadAll(
      `SELECT min(id) AS lo, max(id) AS hi FROM (SELECT id, gl2_index, sum(CASE WHEN gl2_index = ${index} THEN 0 ELSE 1 END) OVER (ORDER BY id) AS run FROM messages WHERE id BETWEEN (SELECT min(id) FROM messages WHERE gl2_index = ${index}) AND (SELECT max(id) FROM messages WHERE gl2_index = ${index})) WHERE gl2_index = ${index} GROUP BY run`,
    );
    return (reader.getRowObjectsJS() as { lo: bigint; hi: bigint }[]).map((r) => [Number(r.lo), Number(r.hi)]);
  }

  private closedFile(index: number): string {
    return path.join(this.dir, 'closed', `${index}.parquet`);
  }

  protected async rotate(rotation: Rotation): Promise<void> {
    const { next, drop, close } = rotation;
    if (next) {
      await this.writer.run(
        `INSERT INTO indices (number, created_at, set_id, seq, bytes, closed) VALUES (${next.number}, ${next.createdAt}, $1, ${next.seq}, 0, false)`,
        [rotation.set],
      );
    }
    for (const oldest of drop) {
      const runs = await this.runsOf(oldest.number);
      await this.writer.run(`DELETE FROM messages WHERE gl2_index = ${oldest.number}`);
      await this.writer.run(`DELETE FROM indices WHERE number = ${oldest.number}`);
      await fs.promises.rm(this.closedFile(oldest.number), { force: true });
      for (const [lo, hi] of runs) await this.textWriter!.deleteRange(lo, hi);
    }
    for (const index of close) {
      // Closing keeps the messages aside in a file of their own, out of every search.
      const runs = await this.runsOf(index.number);
      await fs.promises.mkdir(path.dirname(this.closedFile(index.number)), { recursive: true });
      await this.writer.run(
        `COPY (SELECT * FROM messages WHERE gl2_index = ${index.number}) TO ${literal(this.closedFile(index.number))} (FORMAT parquet)`,
      );
      await this.writer.run(`UPDATE indices SET closed = true, closed_count = ${index.count} WHERE number = ${index.number}`);
      await this.writer.run(`DELETE FROM messages WHERE gl2_index = ${index.number}`);
      for (const [lo, hi] of runs) await this.textWriter!.deleteRange(lo, hi);
    }
    // Deleted rows simply no longer join; forgetting the cached hit lists frees their ids.
    if (drop.length > 0 || close.length > 0) this.hits.invalidate();
    const event = { set: this.setConfig(rotation.set), previous: rotation.previous, next, dropped: drop, closed: close };
    for (const listener of this.rotatedListeners) listener(event);
  }
}
