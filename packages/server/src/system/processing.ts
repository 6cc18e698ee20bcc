import type { ClusterConfigStore } from './cluster-config-store.js';

const PROCESSING_STATE = 'sift.ProcessingState';

/**
 * Whether message processing runs. Pausing keeps inputs accepting into the buffer while processing
 * (routing and writing) stops; ingest reads `isProcessing` and subscribes to changes. The state
 * survives restarts (`/system/processing/status/persisted`).
 */
export class ProcessingControl {
  private paused: boolean;
  private readonly listeners = new Set<(processing: boolean) => void>();

  constructor(private readonly config: ClusterConfigStore) {
    this.paused = config.get<{ paused: boolean }>(PROCESSING_STATE)?.paused ?? false;
  }

  get isProcessing(): boolean {
    return !this.paused;
  }

  pause(): void {
    this.set(true);
  }

  resume(): void {
    this.set(false);
  }

  subscribe(listener: (processing: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(paused: boolean): void {
    if (this.paused === paused) return;
    this.paused = paused;
    this.config.put(PROCESSING_STATE, { paused });
    for (const l of this.listeners) l(!paused);
  }
}
