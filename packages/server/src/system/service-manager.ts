import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';

/** Guava's `Service.State`. */
export type ServiceState = 'NEW' | 'STARTING' | 'RUNNING' | 'STOPPING' | 'TERMINATED' | 'FAILED';

interface Tracked {
  state: ServiceState;
  startingAt: number | null;
  startupMs: number | null;
}

/**
 * The server's long-running services and their states (Graylog's Guava `ServiceManager`). A subsystem
 * `track`s a service and reports its transitions; `startupTimes` lists the services that finished
 * starting, keyed `<Name> [<STATE>]` with how long they took to start, in milliseconds.
 */
export class ServiceManager {
  private readonly services = new Map<string, Tracked>();

  constructor(private readonly now: () => number = Date.now) {}

  track(name: string): ServiceHandle {
    const tracked: Tracked = { state: 'NEW', startingAt: null, startupMs: null };
    this.services.set(name, tracked);
    return {
      starting: () => {
        tracked.state = 'STARTING';
        tracked.startingAt = this.now();
      },
      running: () => {
        tracked.state = 'RUNNING';
        tracked.startupMs = this.now() - (tracked.startingAt ?? this.now());
      },
      stopping: () => {
        tracked.state = 'STOPPING';
      },
      terminated: () => {
        tracked.state = 'TERMINATED';
      },
      failed: () => {
        tracked.state = 'FAILED';
      },
    };
  }

  state(name: string): ServiceState | undefined {
    return this.services.get(name)?.state;
  }

  startupTimes(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [name, s] of [...this.services].sort(([a], [b]) => a.localeCompare(b))) {
      if (s.startupMs !== null) out[`${name} [${s.state}]`] = s.startupMs;
    }
    return out;
  }
}

export interface ServiceHandle {
  starting(): void;
  running(): void;
  stopping(): void;
  terminated(): void;
  failed(): void;
}

/** `GET /system/serviceManager` (Graylog's `ServiceManagerResource`: authenticated, no permission). */
export const serviceManagerRoutes: FastifyPluginAsync<{ services: ServiceManager }> = async (app, { services }) => {
  app.get('/system/serviceManager', async (request) => {
    requireSubject(request);
    return services.startupTimes();
  });
};
