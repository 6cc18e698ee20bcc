import fs from 'node:fs';
import type { NotificationService } from './notifications.js';

/** Free space below this share of the data directory's disk raises a notification. */
export const DISK_LOW_RATIO = 0.05;
const INTERVAL_MS = 60_000;

/**
 * Watches free disk space in the data directory and publishes an urgent `es_node_disk_watermark_high`
 * notification (the closest Graylog type) when it runs low; fixes it when space is back.
 */
export class DiskWatch {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly notifications: NotificationService,
    private readonly statfs: (path: string) => { blocks: number; bavail: number; bsize: number } = (p) => fs.statfsSync(p),
  ) {}

  check(): void {
    let s;
    try {
      s = this.statfs(this.dataDir);
    } catch {
      return;
    }
    if (s.blocks <= 0) return;
    const ratio = s.bavail / s.blocks;
    if (ratio < DISK_LOW_RATIO) {
      this.notifications.publish({
        type: 'es_node_disk_watermark_high',
        severity: 'urgent',
        details: {
          title: 'Disk nearly full',
          description: `Only ${(ratio * 100).toFixed(1)}% (${Math.round((s.bavail * s.bsize) / 1024 / 1024)} MB) of the disk holding ${this.dataDir} is free. Sift stops accepting messages when the disk is full.`,
        },
      });
    } else {
      this.notifications.fix('es_node_disk_watermark_high');
    }
  }

  start(): void {
    this.check();
    this.timer = setInterval(() => this.check(), INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
