import { createHash } from 'node:crypto';
import { jodaDate, newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import type { CollectorRecord } from './defaults.js';
import type { ConfigurationRecord, SidecarRecord, SidecarStore, VariableRecord } from './store.js';
import { renderTemplate, TemplateError, type TemplateContext } from './template.js';
import { SIDECAR_STATUS, type AssignmentWire, type CollectorActionWire, type NodeDetailsWire } from './wire.js';

/** The Sidecar settings in force (cluster config `SidecarConfiguration`, Graylog's defaults when unset). */
export interface SidecarSettings {
  /** A Sidecar not heard from for this long is inactive, and a running one is marked unknown (PT1M). */
  inactiveThresholdMs: number;
  /** A Sidecar not heard from for this long is removed (P14D). */
  expirationThresholdMs: number;
  /** How often the agent polls (PT30S), sent to it at registration. */
  updateIntervalSeconds: number;
  sendStatus: boolean;
  configurationOverride: boolean;
}

export const NO_PING_MESSAGE = 'Received no ping signal from sidecar';

/** An ETag value: a hash of the JSON answer (the header carries it quoted). */
export const etagOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
/** The agent sends `If-None-Match: ""<etag>""` (the quoted value it kept, quoted again): compare without quotes. */
export const unquote = (header: string | string[] | undefined) => (typeof header === 'string' ? header.replaceAll('"', '').trim() : '');

export const collectorJson = (c: CollectorRecord) => ({
  id: c.id,
  name: c.name,
  service_type: c.serviceType,
  node_operating_system: c.nodeOperatingSystem,
  executable_path: c.executablePath,
  execute_parameters: c.executeParameters,
  validation_parameters: c.validationParameters,
  default_template: c.defaultTemplate,
});

export const configurationJson = (c: ConfigurationRecord) => ({
  id: c.id,
  collector_id: c.collectorId,
  name: c.name,
  color: c.color,
  template: c.template,
  tags: c.tags,
});

export const variableJson = (v: VariableRecord) => ({ id: v.id, name: v.name, description: v.description, content: v.content });

export class SidecarService {
  constructor(
    readonly store: SidecarStore,
    /** Read at every use, so a change on the Configurations page applies at once. */
    readonly settings: () => SidecarSettings,
    private readonly now: () => number = Date.now,
  ) {}

  isActive(s: SidecarRecord): boolean {
    return s.lastSeen >= this.now() - this.settings().inactiveThresholdMs;
  }

  /** `SidecarSummary`; `collectors` are the ids of the collectors that run on its OS (administration only). */
  summary(s: SidecarRecord, collectors: string[] | null = null) {
    return {
      node_id: s.nodeId,
      node_name: s.nodeName,
      node_details: s.nodeDetails,
      assignments: s.assignments,
      last_seen: jodaDate(s.lastSeen),
      sidecar_version: s.sidecarVersion,
      active: this.isActive(s),
      collectors,
    };
  }

  /** Manual assignments kept, plus one per configuration whose tags the Sidecar has (SidecarService#updateTaggedConfigurationAssignments). */
  withTaggedAssignments(s: SidecarRecord): AssignmentWire[] {
    const tags = new Set(s.nodeDetails.tags);
    const tagged = this.store
      .configurations()
      .filter((c) => c.tags.some((t) => tags.has(t)))
      .map((c) => ({ collector_id: c.collectorId, configuration_id: c.id, assigned_from_tags: c.tags.filter((t) => tags.has(t)) }));
    const taggedIds = new Set(tagged.map((a) => a.configuration_id));
    const manual = s.assignments.filter((a) => a.assigned_from_tags.length === 0 && !taggedIds.has(a.configuration_id));
    return [...manual, ...tagged];
  }

  /** Upserts the Sidecar as `PUT /sidecars/{id}` does and returns the registration answer (actions are taken once). */
  register(nodeId: string, nodeName: string, nodeDetails: NodeDetailsWire, version: string) {
    return this.store.transaction(() => {
      const old = this.store.sidecar(nodeId);
      const base: SidecarRecord = {
        id: old?.id ?? newObjectId(),
        nodeId,
        nodeName,
        nodeDetails,
        assignments: old?.assignments ?? [],
        sidecarVersion: version,
        lastSeen: this.now(),
      };
      const sidecar = { ...base, assignments: this.withTaggedAssignments(base) };
      this.store.saveSidecar(sidecar);
      const actions = this.store.takeActions(nodeId);
      const settings = this.settings();
      return {
        configuration: { update_interval: settings.updateIntervalSeconds, send_status: settings.sendStatus },
        configuration_override: settings.configurationOverride,
        actions: actions as CollectorActionWire[] | null,
        assignments: sidecar.assignments,
      };
    });
  }

  /** Replaces a Sidecar's manual assignments; those made by tags stay (SidecarService#applyManualAssignments). */
  assign(nodeId: string, assignments: { collectorId: string; configurationId: string }[]): void {
    const sidecar = this.store.sidecar(nodeId);
    if (!sidecar) throw new ApiError(404, `Couldn't find collector with ID ${nodeId}`);
    for (const a of assignments) {
      const collector = this.store.collector(a.collectorId);
      if (!collector) throw new ApiError(404, `Couldn't find collector with ID ${a.collectorId}`);
      const configuration = this.store.configuration(a.configurationId);
      if (!configuration) throw new ApiError(404, `Couldn't find configuration with ID ${a.configurationId}`);
      if (configuration.collectorId !== collector.id) throw new ApiError(404, `Configuration doesn't match collector ID ${a.collectorId}`);
    }
    const tagged = sidecar.assignments.filter((a) => a.assigned_from_tags.length > 0);
    const taggedIds = new Set(tagged.map((a) => a.configuration_id));
    const manual = assignments
      .filter((a) => !taggedIds.has(a.configurationId))
      .filter((a, i, all) => all.findIndex((b) => b.configurationId === a.configurationId) === i)
      .map((a) => ({ collector_id: a.collectorId, configuration_id: a.configurationId, assigned_from_tags: [] }));
    this.store.saveSidecar({ ...sidecar, assignments: [...manual, ...tagged] });
  }

  isConfigurationInUse(configurationId: string): boolean {
    return this.store.sidecars().some((s) => s.assignments.some((a) => a.configuration_id === configurationId));
  }

  /** Re-applies tag assignments to every Sidecar (a configuration's tags changed, or it was created with tags). */
  refreshTaggedAssignments(): void {
    for (const s of this.store.sidecars()) {
      const assignments = this.withTaggedAssignments(s);
      if (JSON.stringify(assignments) !== JSON.stringify(s.assignments)) this.store.saveSidecar({ ...s, assignments });
    }
  }

  private context(sidecar: Record<string, string | readonly string[]>): TemplateContext {
    return { sidecar, user: Object.fromEntries(this.store.variables().map((v) => [v.name, v.content])) };
  }

  /** The configuration with its template rendered for the Sidecar. */
  renderFor(sidecar: SidecarRecord, configuration: ConfigurationRecord) {
    const template = renderTemplate(
      configuration.template,
      this.context({
        nodeId: sidecar.nodeId,
        nodeName: sidecar.nodeName,
        sidecarVersion: sidecar.sidecarVersion,
        operatingSystem: sidecar.nodeDetails.operating_system,
        spoolDir: sidecar.nodeDetails.collector_configuration_directory ?? '',
        tags: sidecar.nodeDetails.tags,
      }),
    );
    return configurationJson({ ...configuration, template });
  }

  /** A template rendered with placeholders for the Sidecar's values (`POST /render/preview`). */
  preview(template: string): string {
    return renderTemplate(
      template,
      this.context({
        nodeId: '<node id>',
        nodeName: '<node name>',
        sidecarVersion: '<version>',
        operatingSystem: '<operating system>',
        spoolDir: '<sidecar spool directory>',
        tags: [],
      }),
    );
  }

  /** Graylog's checks of a configuration (ConfigurationResource#validate): name, collector, colour, template. */
  validateConfiguration(c: Omit<ConfigurationRecord, 'id'> & { id: string | null }): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const same = this.store.configurations().find((x) => x.name === c.name);
    if (same && same.id !== c.id) add('name', `Configuration "${c.name}" already exists`);
    if (c.name === '') add('name', 'Configuration name cannot be empty.');
    else if (!/^[^;*?"<>|&]+$/.test(c.name)) add('name', 'Configuration name can not include the following characters: ; * ? " < > | &');
    if (c.collectorId === '') add('collector_id', 'Associated collector ID cannot be empty.');
    if (c.color === '') add('color', 'Collector color cannot be empty.');
    if (c.template === '') add('template', 'Collector template cannot be empty.');
    try {
      this.preview(c.template);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      add('template', `Template error: ${error.message}`);
    }
    return errors;
  }

  /** Marks running Sidecars not heard from within the threshold as unknown, and removes expired ones (PurgeExpiredSidecarsThread). */
  sweep(): { marked: number; purged: number } {
    const now = this.now();
    const settings = this.settings();
    let marked = 0;
    for (const s of this.store.sidecars()) {
      const status = s.nodeDetails.status;
      if (s.lastSeen >= now - settings.inactiveThresholdMs || !status || status.status !== SIDECAR_STATUS.running) continue;
      const unknown = SIDECAR_STATUS.unknown;
      this.store.saveSidecar({
        ...s,
        nodeDetails: {
          ...s.nodeDetails,
          status: {
            status: unknown,
            message: NO_PING_MESSAGE,
            collectors: status.collectors.map((c) => ({ ...c, status: unknown, message: NO_PING_MESSAGE, verbose_message: '' })),
          },
        },
      });
      marked++;
    }
    const purged = this.store.deleteSidecarsSeenBefore(now - settings.expirationThresholdMs);
    return { marked, purged };
  }
}
