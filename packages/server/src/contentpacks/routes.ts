import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optString, readStrictObject } from '../http/body.js';
import { GRAYLOG_API_VERSION } from '../version.js';
import { installContentPack, uninstallContentPack, uninstallPlan, type InstallTargets } from './installer.js';
import { catalogIndex, readResolveRequest, resolveEntities, type CatalogSources } from './catalog.js';
import { readContentPack, type ContentPack } from './model.js';
import type { ContentPackStore } from './store.js';

type Id = { Params: { contentPackId: string } };
type IdRev = { Params: { contentPackId: string; revision: string } };
type IdInstallation = { Params: { contentPackId: string; installationId: string } };

/** A JAX-RS `int` path parameter: anything else matches no resource (404). */
function revision(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(404, 'HTTP 404 Not Found');
  return Number(raw);
}

const parseVersion = (v: string): [number, number, number] | null => {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(v.trim());
  if (!m) return null;
  const part = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [Number(m[1]), part(m[2]), part(m[3])];
};
const compare = (a: readonly number[], b: readonly number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/** Whether `version` satisfies an npm-style range (`>=3.0.0`, `^5.1`, `~5.1.0`, `5.x`, `a || b`, space-joined comparators). */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const m = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
        const op = m[1] ?? '=';
        const target = parseVersion(m[2]!);
        if (!target) return comparator === '*' || comparator === 'x';
        const c = compare(v, target);
        switch (op) {
          case '>=':
            return c >= 0;
          case '<=':
            return c <= 0;
          case '>':
            return c > 0;
          case '<':
            return c < 0;
          case '^':
            return c >= 0 && v[0] === target[0];
          case '~':
            return c >= 0 && v[0] === target[0] && v[1] === target[1];
          default: {
            // `5.1` or `5.x` match any version with that prefix.
            const parts = m[2]!.replace(/^v/, '').split('.');
            return parts.every((p, i) => p === 'x' || p === '*' || Number(p) === v[i]);
          }
        }
      }),
  );
}

/** `ConstraintCheckResult`s of a pack: server-version constraints against this server, plugin constraints unmet (no plugins). */
function constraintResults(pack: ContentPack) {
  const seen = new Set<string>();
  const out: { constraint: Record<string, unknown>; fulfilled: boolean }[] = [];
  for (const entity of pack.entities) {
    for (const constraint of entity.constraints) {
      const key = JSON.stringify(constraint);
      if (seen.has(key)) continue;
      seen.add(key);
      const fulfilled =
        constraint['type'] === 'server-version' &&
        typeof constraint['version'] === 'string' &&
        satisfies(GRAYLOG_API_VERSION, constraint['version']);
      out.push({ constraint, fulfilled });
    }
  }
  return out;
}

/** `/system/content_packs`: packs and their revisions, installation and uninstallation (ADMIN-API.md §9.1). */
/** Runs long work as a system job (listed in `/system/jobs` while it runs). */
export interface JobTracker {
  track<T>(spec: { name: string; description: string; info: () => string }, work: () => Promise<T>): Promise<T>;
}

export const contentPackRoutes: FastifyPluginAsync<{
  store: ContentPackStore;
  targets: InstallTargets;
  jobs?: JobTracker;
  /** What `/system/catalog` lists and exports. */
  catalog?: CatalogSources;
}> = async (app, { store, targets, jobs, catalog }) => {
  if (catalog) {
    // The entity catalog: what a new content pack can be made of, and the export of chosen entities.
    app.get('/system/catalog', async (request) => {
      requirePermission(request, 'catalog:list');
      return { entities: catalogIndex(catalog) };
    });
    app.post('/system/catalog', async (request) => {
      requirePermission(request, 'catalog:resolve');
      return { entities: resolveEntities(catalog, readResolveRequest(request.body)) };
    });
  }

  const metadata = () => {
    const out: Record<string, Record<string, { installation_count: number }>> = {};
    for (const i of store.installations()) {
      const revs = (out[i.content_pack_id] ??= {});
      const entry = (revs[String(i.content_pack_revision)] ??= { installation_count: 0 });
      entry.installation_count += 1;
    }
    return out;
  };
  const mustGet = (id: string, rev: number) => {
    const pack = store.get(id, rev);
    if (!pack) throw new ApiError(404, `Content pack ${id} with revision ${rev} not found!`);
    return pack;
  };
  const installationOf = (contentPackId: string, installationId: string) => {
    const installation = store.installation(installationId);
    if (!installation || installation.content_pack_id !== contentPackId)
      throw new ApiError(404, `Couldn't find installation ${installationId}`);
    const pack = store.get(installation.content_pack_id, installation.content_pack_revision);
    if (!pack)
      throw new ApiError(404, `Couldn't find content pack ${installation.content_pack_id} rev ${installation.content_pack_revision}`);
    return { installation, pack };
  };

  app.get('/system/content_packs', async (request) => {
    requirePermission(request, 'contentpack:read');
    const packs = store.all();
    return { total: packs.length, content_packs: packs, content_pack_metadata: metadata() };
  });

  app.get('/system/content_packs/latest', async (request) => {
    requirePermission(request, 'contentpack:read');
    const packs = store.latest();
    return { total: packs.length, content_packs: packs, content_pack_metadata: metadata() };
  });

  app.get<Id>('/system/content_packs/:contentPackId', async (request) => {
    const { contentPackId } = request.params;
    requirePermission(request, `contentpack:read:${contentPackId}`);
    const revisions: Record<string, ContentPack> = {};
    const constraints: Record<string, ReturnType<typeof constraintResults>> = {};
    for (const pack of store.revisions(contentPackId)) {
      revisions[String(pack.rev)] = pack;
      constraints[String(pack.rev)] = constraintResults(pack);
    }
    return { content_pack_revisions: revisions, constraints_result: constraints };
  });

  app.get<IdRev>('/system/content_packs/:contentPackId/:revision', async (request) => {
    requirePermission(request, 'contentpack:read');
    const pack = mustGet(request.params.contentPackId, revision(request.params.revision));
    return { content_pack: pack, constraints_result: constraintResults(pack) };
  });

  app.get<IdRev>('/system/content_packs/:contentPackId/:revision/download', async (request, reply) => {
    requirePermission(request, `contentpack:read:${request.params.contentPackId}`);
    const pack = mustGet(request.params.contentPackId, revision(request.params.revision));
    return reply.header('content-disposition', `attachment; filename="content-pack-${pack.id}-${pack.rev}.json"`).send(pack);
  });

  app.post('/system/content_packs', async (request, reply) => {
    requirePermission(request, 'contentpack:create');
    const pack = readContentPack(request.body);
    if (!store.insert(pack)) throw new ApiError(400, `Content pack ${pack.id} with this revision ${pack.rev} already found!`);
    return reply
      .code(201)
      .header('location', `/system/content_packs/${encodeURIComponent(pack.id)}`)
      .send();
  });

  app.delete<Id>('/system/content_packs/:contentPackId', async (request, reply) => {
    const { contentPackId } = request.params;
    requirePermission(request, `contentpack:delete:${contentPackId}`);
    if (store.installations(contentPackId).length > 0) {
      throw new ApiError(
        400,
        `Content pack ${contentPackId} with all its revisions can't be deleted: There are still installations of this content pack`,
      );
    }
    // Graylog answers 204 whatever was deleted; a pack that does not exist is a 404 here.
    if (store.delete(contentPackId) === 0) throw new ApiError(404, `Content pack ${contentPackId} not found!`);
    return reply.code(204).send();
  });

  app.delete<IdRev>('/system/content_packs/:contentPackId/:revision', async (request, reply) => {
    const { contentPackId } = request.params;
    requirePermission(request, `contentpack:delete:${contentPackId}`);
    const rev = revision(request.params.revision);
    if (store.installations(contentPackId, rev).length > 0) {
      throw new ApiError(
        400,
        `Content pack ${contentPackId} and revision ${rev} can't be deleted: There are still installations of this content pack revision.`,
      );
    }
    if (store.delete(contentPackId, rev) === 0) throw new ApiError(404, `Content pack ${contentPackId} with revision ${rev} not found!`);
    return reply.code(204).send();
  });

  app.post<IdRev>('/system/content_packs/:contentPackId/:revision/installations', async (request) => {
    const subject = requirePermission(request, `contentpack:install:${request.params.contentPackId}`);
    const body = readStrictObject(request.body, ['parameters', 'comment']);
    const parameters = body['parameters'] ?? {};
    if (!isObject(parameters)) throw new ApiError(400, 'Unable to map property parameters: expected an object.');
    const comment = optString(body, 'comment', 10_000) ?? '';
    const pack = mustGet(request.params.contentPackId, revision(request.params.revision));
    const install = () =>
      installContentPack(store, targets, pack, { parameters, comment }, { username: subject.username, userId: subject.userId });
    if (!jobs) return install();
    return jobs.track(
      {
        name: 'org.graylog2.contentpacks.ContentPackInstallation',
        description: `Installs content pack ${pack.name} (revision ${pack.rev}).`,
        info: () => `Installing ${pack.entities.length} entities for ${subject.username}.`,
      },
      install,
    );
  });

  app.get<Id>('/system/content_packs/:contentPackId/installations', async (request) => {
    requirePermission(request, `contentpack:read:${request.params.contentPackId}`);
    const installations = store.installations(request.params.contentPackId);
    return { total: installations.length, installations };
  });

  app.get<IdInstallation>('/system/content_packs/:contentPackId/installations/:installationId/uninstall_details', async (request) => {
    requirePermission(request, `contentpack:read:${request.params.contentPackId}`);
    const { installation } = installationOf(request.params.contentPackId, request.params.installationId);
    return { entities: uninstallPlan(store, installation).remove };
  });

  app.delete<IdInstallation>('/system/content_packs/:contentPackId/installations/:installationId', async (request) => {
    requirePermission(request, `contentpack:uninstall:${request.params.contentPackId}`);
    const { installation, pack } = installationOf(request.params.contentPackId, request.params.installationId);
    const uninstalled = await uninstallContentPack(store, targets, installation);
    return { content_pack: pack, uninstalled };
  });
};
