import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import { DEFAULT_COLLECTORS, type CollectorRecord } from './defaults.js';
import type { AssignmentWire, CollectorActionWire, NodeDetailsWire } from './wire.js';

export interface SidecarRecord {
  id: string;
  nodeId: string;
  nodeName: string;
  nodeDetails: NodeDetailsWire;
  assignments: AssignmentWire[];
  sidecarVersion: string;
  lastSeen: number;
}

export interface ConfigurationRecord {
  id: string;
  collectorId: string;
  name: string;
  color: string;
  template: string;
  tags: string[];
}

export interface VariableRecord {
  id: string;
  name: string;
  description: string;
  content: string;
}

interface SidecarRow {
  id: string;
  node_id: string;
  node_name: string;
  node_details: string;
  assignments: string;
  sidecar_version: string;
  last_seen: number;
}
interface CollectorRow {
  id: string;
  name: string;
  service_type: 'exec' | 'svc';
  node_operating_system: string;
  executable_path: string;
  execute_parameters: string;
  validation_parameters: string;
  default_template: string;
}
interface ConfigurationRow {
  id: string;
  collector_id: string;
  name: string;
  color: string;
  template: string;
  tags: string;
}

const sidecarFromRow = (r: SidecarRow): SidecarRecord => ({
  id: r.id,
  nodeId: r.node_id,
  nodeName: r.node_name,
  nodeDetails: JSON.parse(r.node_details) as NodeDetailsWire,
  assignments: JSON.parse(r.assignments) as AssignmentWire[],
  sidecarVersion: r.sidecar_version,
  lastSeen: r.last_seen,
});
const collectorFromRow = (r: CollectorRow): CollectorRecord => ({
  id: r.id,
  name: r.name,
  serviceType: r.service_type,
  nodeOperatingSystem: r.node_operating_system,
  executablePath: r.executable_path,
  executeParameters: r.execute_parameters,
  validationParameters: r.validation_parameters,
  defaultTemplate: r.default_template,
});
const configurationFromRow = (r: ConfigurationRow): ConfigurationRecord => ({
  id: r.id,
  collectorId: r.collector_id,
  name: r.name,
  color: r.color,
  template: r.template,
  tags: JSON.parse(r.tags) as string[],
});

/**
 * Sidecars, collectors, configurations, configuration variables and queued collector actions (Graylog's
 * `sidecars`, `sidecar_collectors`, `sidecar_configurations`, `sidecar_configuration_variables` and
 * `sidecar_collector_actions` collections). The default collectors are installed by a migration.
 */
export class SidecarStore {
  constructor(private readonly db: Database) {
    migrate(db, 'sidecars', [
      {
        version: 1,
        name: 'create the sidecar tables',
        up: (d) =>
          d.exec(`
            CREATE TABLE sidecars (node_id TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, node_name TEXT NOT NULL, node_details TEXT NOT NULL,
              assignments TEXT NOT NULL, sidecar_version TEXT NOT NULL, last_seen INTEGER NOT NULL);
            CREATE TABLE sidecar_collectors (id TEXT PRIMARY KEY, name TEXT NOT NULL, service_type TEXT NOT NULL,
              node_operating_system TEXT NOT NULL, executable_path TEXT NOT NULL, execute_parameters TEXT NOT NULL,
              validation_parameters TEXT NOT NULL, default_template TEXT NOT NULL, UNIQUE (name, node_operating_system));
            CREATE TABLE sidecar_configurations (id TEXT PRIMARY KEY, collector_id TEXT NOT NULL, name TEXT NOT NULL UNIQUE,
              color TEXT NOT NULL, template TEXT NOT NULL, tags TEXT NOT NULL);
            CREATE TABLE sidecar_configuration_variables (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL,
              content TEXT NOT NULL);
            CREATE TABLE sidecar_collector_actions (sidecar_id TEXT PRIMARY KEY, created INTEGER NOT NULL, actions TEXT NOT NULL);`),
      },
      {
        version: 2,
        name: 'install the default collectors',
        up: (d) => {
          const insert = d.prepare('INSERT INTO sidecar_collectors VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
          for (const c of DEFAULT_COLLECTORS)
            insert.run(
              newObjectId(),
              c.name,
              c.serviceType,
              c.nodeOperatingSystem,
              c.executablePath,
              c.executeParameters,
              c.validationParameters,
              c.defaultTemplate,
            );
        },
      },
    ]);
  }

  // Sidecars

  sidecars(): SidecarRecord[] {
    return (this.db.prepare('SELECT * FROM sidecars ORDER BY node_name, node_id').all() as SidecarRow[]).map(sidecarFromRow);
  }

  sidecar(nodeId: string): SidecarRecord | null {
    const row = this.db.prepare('SELECT * FROM sidecars WHERE node_id = ?').get(nodeId) as SidecarRow | undefined;
    return row ? sidecarFromRow(row) : null;
  }

  saveSidecar(s: SidecarRecord): void {
    this.db
      .prepare(
        `INSERT INTO sidecars VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (node_id) DO UPDATE SET node_name = excluded.node_name,
         node_details = excluded.node_details, assignments = excluded.assignments, sidecar_version = excluded.sidecar_version,
         last_seen = excluded.last_seen`,
      )
      .run(s.nodeId, s.id, s.nodeName, JSON.stringify(s.nodeDetails), JSON.stringify(s.assignments), s.sidecarVersion, s.lastSeen);
  }

  deleteSidecarsSeenBefore(ms: number): number {
    return this.db.prepare('DELETE FROM sidecars WHERE last_seen < ?').run(ms).changes;
  }

  // Collectors

  collectors(): CollectorRecord[] {
    return (this.db.prepare('SELECT * FROM sidecar_collectors ORDER BY name, node_operating_system').all() as CollectorRow[]).map(
      collectorFromRow,
    );
  }

  collector(id: string): CollectorRecord | null {
    const row = this.db.prepare('SELECT * FROM sidecar_collectors WHERE id = ?').get(id) as CollectorRow | undefined;
    return row ? collectorFromRow(row) : null;
  }

  saveCollector(c: CollectorRecord): void {
    this.db
      .prepare(
        `INSERT INTO sidecar_collectors VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name,
         service_type = excluded.service_type, node_operating_system = excluded.node_operating_system,
         executable_path = excluded.executable_path, execute_parameters = excluded.execute_parameters,
         validation_parameters = excluded.validation_parameters, default_template = excluded.default_template`,
      )
      .run(
        c.id,
        c.name,
        c.serviceType,
        c.nodeOperatingSystem,
        c.executablePath,
        c.executeParameters,
        c.validationParameters,
        c.defaultTemplate,
      );
  }

  deleteCollector(id: string): boolean {
    return this.db.prepare('DELETE FROM sidecar_collectors WHERE id = ?').run(id).changes > 0;
  }

  // Configurations

  configurations(): ConfigurationRecord[] {
    return (this.db.prepare('SELECT * FROM sidecar_configurations ORDER BY name').all() as ConfigurationRow[]).map(configurationFromRow);
  }

  configuration(id: string): ConfigurationRecord | null {
    const row = this.db.prepare('SELECT * FROM sidecar_configurations WHERE id = ?').get(id) as ConfigurationRow | undefined;
    return row ? configurationFromRow(row) : null;
  }

  saveConfiguration(c: ConfigurationRecord): void {
    this.db
      .prepare(
        `INSERT INTO sidecar_configurations VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET collector_id = excluded.collector_id,
         name = excluded.name, color = excluded.color, template = excluded.template, tags = excluded.tags`,
      )
      .run(c.id, c.collectorId, c.name, c.color, c.template, JSON.stringify(c.tags));
  }

  deleteConfiguration(id: string): boolean {
    return this.db.prepare('DELETE FROM sidecar_configurations WHERE id = ?').run(id).changes > 0;
  }

  // Configuration variables

  variables(): VariableRecord[] {
    return this.db.prepare('SELECT * FROM sidecar_configuration_variables ORDER BY name').all() as VariableRecord[];
  }

  variable(id: string): VariableRecord | null {
    return (this.db.prepare('SELECT * FROM sidecar_configuration_variables WHERE id = ?').get(id) as VariableRecord | undefined) ?? null;
  }

  saveVariable(v: VariableRecord): void {
    this.db
      .prepare(
        `INSERT INTO sidecar_configuration_variables VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name,
         description = excluded.description, content = excluded.content`,
      )
      .run(v.id, v.name, v.description, v.content);
  }

  deleteVariable(id: string): boolean {
    return this.db.prepare('DELETE FROM sidecar_configuration_variables WHERE id = ?').run(id).changes > 0;
  }

  // Collector actions queued for a Sidecar's next poll

  actions(sidecarId: string): CollectorActionWire[] | null {
    const row = this.db.prepare('SELECT actions FROM sidecar_collector_actions WHERE sidecar_id = ?').get(sidecarId) as
      { actions: string } | undefined;
    return row ? (JSON.parse(row.actions) as CollectorActionWire[]) : null;
  }

  /** Replaces the actions queued for a Sidecar (Graylog keeps one set per Sidecar). */
  queueActions(sidecarId: string, actions: CollectorActionWire[], now: number): void {
    this.db
      .prepare(
        'INSERT INTO sidecar_collector_actions VALUES (?, ?, ?) ON CONFLICT (sidecar_id) DO UPDATE SET created = excluded.created, actions = excluded.actions',
      )
      .run(sidecarId, now, JSON.stringify(actions));
  }

  /** The queued actions, removed: they reach the Sidecar once. */
  takeActions(sidecarId: string): CollectorActionWire[] | null {
    return this.db.transaction(() => {
      const actions = this.actions(sidecarId);
      if (actions) this.db.prepare('DELETE FROM sidecar_collector_actions WHERE sidecar_id = ?').run(sidecarId);
      return actions;
    })();
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
