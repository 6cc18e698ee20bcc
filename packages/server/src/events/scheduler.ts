import type { SchedulerClock } from './clock.js';
import type { EventDefinition } from './model.js';
import type { Notifier } from './notifier.js';
import type { EventProcessor } from './processor.js';
import type { EventStore, StoredEvent } from './store.js';

/** At most this many windows of one definition run per wake-up when the scheduler is behind. */
const MAX_CATCH_UP = 10;
/** With nothing due, the scheduler still looks again this often. */
const IDLE_MS = 60_000;

/** `SchedulerCtx` of a definition (ADMIN-API.md §7.1). */
export interface SchedulerContext {
  is_scheduled: boolean;
  status: 'runnable' | 'running' | 'error' | null;
  next_time: string | null;
  triggered_at: string | null;
  queued_notifications: number;
  data: null;
}

/**
 * The job scheduler of event definitions: each scheduled definition has a trigger whose next window
 * ends at `nextTime`; when the clock reaches it the processor searches `[nextTime - search_within_ms,
 * nextTime]`, stores the events, queues the notifications of alert events and moves on by
 * `execute_every_ms`. Queued notifications are sent right after, honouring the grace period.
 */
export class EventScheduler {
  private cancelTimer: () => void = () => undefined;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly store: EventStore,
    private readonly processor: EventProcessor,
    private readonly notifier: Notifier,
    private readonly clock: SchedulerClock,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    this.wake();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancelTimer();
    await this.running;
  }

  context(definitionId: string): SchedulerContext {
    const trigger = this.store.trigger(definitionId);
    const queued = this.store.queuedCount(definitionId);
    if (!trigger)
      return { is_scheduled: false, status: null, next_time: null, triggered_at: null, queued_notifications: queued, data: null };
    return {
      is_scheduled: true,
      status: trigger.status,
      next_time: new Date(trigger.nextTime).toISOString(),
      triggered_at: trigger.triggeredAt === null ? null : new Date(trigger.triggeredAt).toISOString(),
      queued_notifications: queued,
      data: null,
    };
  }

  /** Creates the trigger (first window ends now) unless there is one. */
  schedule(definitionId: string): void {
    if (!this.store.trigger(definitionId))
      this.store.saveTrigger({ definitionId, nextTime: this.clock.now(), triggeredAt: null, status: 'runnable' });
    this.wake();
  }

  unschedule(definitionId: string): void {
    this.store.deleteTrigger(definitionId);
    this.wake();
  }

  /** Stores the events of one execution and queues the notifications of alert events. */
  record(definition: EventDefinition, events: readonly StoredEvent[]): void {
    this.store.insertEvents(events);
    for (const event of events) {
      if (!event.alert) continue;
      for (const n of definition.notifications) this.store.enqueue(definition.id, n.notification_id, event);
    }
  }

  /** Re-arms the timer for the earliest trigger (at once when one is due). */
  private wake(): void {
    if (this.closed) return;
    this.cancelTimer();
    const next = this.store.triggers()[0];
    const delay = next ? Math.min(IDLE_MS, Math.max(0, next.nextTime + this.clock.settleMs - this.clock.now())) : IDLE_MS;
    this.cancelTimer = this.clock.setTimer(() => this.tick(), delay);
  }

  /** Runs every due window, then the notification queue. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await this.runDue();
        await this.sendQueued();
      } catch (error) {
        this.log(`event scheduler: ${String(error)}`);
      }
    })();
    try {
      await this.running;
    } finally {
      this.running = null;
      this.wake();
    }
  }

  private async runDue(): Promise<void> {
    for (const trigger of this.store.triggers()) {
      const definition = this.store.definition(trigger.definitionId);
      if (!definition) {
        this.store.deleteTrigger(trigger.definitionId);
        continue;
      }
      let nextTime = trigger.nextTime;
      for (let i = 0; i < MAX_CATCH_UP && nextTime + this.clock.settleMs <= this.clock.now() && !this.closed; i++) {
        const now = this.clock.now();
        const window = { from: nextTime - definition.config.search_within_ms, to: nextTime };
        this.store.saveTrigger({ definitionId: definition.id, nextTime, triggeredAt: now, status: 'running' });
        try {
          const events = await this.processor.run(definition, window, now);
          // The definition may have been deleted or unscheduled while it ran.
          if (!this.store.trigger(definition.id)) break;
          this.record(definition, events);
          nextTime += definition.config.execute_every_ms;
          this.store.saveTrigger({ definitionId: definition.id, nextTime, triggeredAt: now, status: 'runnable' });
        } catch (error) {
          this.log(`event definition <${definition.id}/${definition.title}> failed: ${String(error)}`);
          if (this.store.trigger(definition.id)) {
            nextTime += definition.config.execute_every_ms;
            this.store.saveTrigger({ definitionId: definition.id, nextTime, triggeredAt: now, status: 'error' });
          }
          break;
        }
      }
    }
  }

  private async sendQueued(): Promise<void> {
    for (const queued of this.store.queued()) {
      if (this.closed) return;
      this.store.dequeue(queued.id);
      const definition = this.store.definition(queued.definitionId);
      const stored = this.store.notification(queued.notificationId);
      if (!definition || !stored) continue;
      const now = this.clock.now();
      const last = this.store.lastSent(definition.id, stored.notification.id, queued.event.key);
      const grace = definition.notification_settings.grace_period_ms;
      if (last !== null && grace > 0 && now - last < grace) continue;
      try {
        const backlog = await this.processor.backlog(definition, queued.event, definition.notification_settings.backlog_size, now);
        await this.notifier.send(stored.notification, stored.secrets, {
          notificationId: stored.notification.id,
          definition: { id: definition.id, title: definition.title, description: definition.description, type: definition.config.type },
          event: queued.event,
          jobDefinitionId: definition.id,
          jobTriggerId: String(queued.id),
          backlog,
        });
        this.store.markSent(definition.id, stored.notification.id, queued.event.key, now);
      } catch (error) {
        this.log(
          `notification <${stored.notification.id}/${stored.notification.title}> for event <${queued.event.id}> failed: ${String(error instanceof Error ? error.message : error)}`,
        );
      }
    }
  }
}
