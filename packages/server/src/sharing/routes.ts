import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { isPermittedBy } from '../auth/permissions.js';
import { requireSubject, type Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject } from '../http/body.js';
import { USER_AND_TEAMS_CONFIG } from '../system/cluster-config-classes.js';
import { type Capability, CAPABILITY_PERMISSIONS, isCapability } from './grants.js';
import { EVERYONE_GRN, parseGrn, toGrn } from './grn.js';
import type { EntityResolver, ShareableEntity } from './entities.js';

const CAPABILITIES = [
  { id: 'view', title: 'Viewer' },
  { id: 'manage', title: 'Manager' },
  { id: 'own', title: 'Owner' },
];
interface Grantee {
  id: string;
  type: 'global' | 'user' | 'team';
  title: string;
}

/** `/authz/shares`: prepare and update an entity's grants, and list what is shared with a user (API.md §13). */
export const shareRoutes: FastifyPluginAsync<{ auth: AuthService; entities: EntityResolver }> = async (app, { auth, entities }) => {
  const { grants, users, clusterConfig } = auth.stores;
  const sharingConfig = () => ({
    allow_sharing_with_everyone: true,
    allow_sharing_with_users: true,
    ...clusterConfig.get<Record<string, boolean>>(USER_AND_TEAMS_CONFIG),
  });

  const grantee = (grn: string): Grantee | undefined => {
    if (grn === EVERYONE_GRN) return { id: EVERYONE_GRN, type: 'global', title: 'Everyone' };
    const parsed = parseGrn(grn);
    if (parsed?.type === 'team') {
      const team = auth.teams?.byId(parsed.entity);
      return team ? { id: grn, type: 'team', title: team.name } : undefined;
    }
    const user = parsed?.type === 'user' ? users.byId(parsed.entity) : undefined;
    return user ? { id: grn, type: 'user', title: user.fullName || user.username } : undefined;
  };

  /** Whether a grantee (a user, or Everyone) may read a dependency. */
  const granteeMayRead = (granteeGrn: string, dependency: string) => {
    const target = parseGrn(dependency)!;
    const permission = `streams:read:${target.entity}`;
    if (granteeGrn === EVERYONE_GRN) return grants.forTarget(dependency).some((g) => g.grantee === EVERYONE_GRN);
    const parsed = parseGrn(granteeGrn);
    if (parsed?.type === 'team') {
      // A team reads a dependency when its roles or a grant to the team allow it.
      const team = auth.teams?.byId(parsed.entity);
      if (!team) return true;
      const fromRoles = team.roles.flatMap((id) => auth.stores.roles.byId(id)?.permissions ?? []);
      const shared = grants.forTarget(dependency).some((g) => g.grantee === granteeGrn || g.grantee === EVERYONE_GRN);
      return shared || isPermittedBy(fromRoles, permission);
    }
    const user = parsed ? users.byId(parsed.entity) : undefined;
    if (!user) return true;
    return auth.subjectFor(user).isPermitted(permission);
  };

  const owners = (grn: string): Grantee[] =>
    grants
      .forTarget(grn)
      .filter((g) => g.capability === 'own')
      .map((g) => grantee(g.grantee))
      .filter((g): g is Grantee => g !== undefined);

  const response = (subject: Subject, entity: ShareableEntity, selected: Record<string, Capability>) => {
    const config = sharingConfig();
    const available: Grantee[] = [];
    if (config.allow_sharing_with_everyone) available.push(grantee(EVERYONE_GRN)!);
    if (config.allow_sharing_with_users) {
      for (const u of users.all())
        if (u.id !== subject.userId && u.accountStatus === 'enabled') available.push(grantee(toGrn('user', u.id))!);
      for (const team of auth.teams?.all() ?? []) available.push({ id: toGrn('team', team.id), type: 'team', title: team.name });
    }
    const active = grants.forTarget(entity.grn).map((g) => ({ grant: toGrn('grant', g.id), grantee: g.grantee, capability: g.capability }));
    const missing: Record<string, { id: string; type: string; title: string; owners: Grantee[] }[]> = {};
    for (const granteeGrn of Object.keys(selected)) {
      const lacking = entity.dependencies.filter((d) => !granteeMayRead(granteeGrn, d));
      if (lacking.length > 0) {
        missing[granteeGrn] = lacking.map((d) => ({
          id: d,
          type: parseGrn(d)!.type,
          title: entities.resolve(d)?.title ?? d,
          owners: owners(d),
        }));
      }
    }
    const errors: Record<string, string[]> = {};
    const add = (msg: string) => (errors['selected_grantee_capabilities'] ??= []).push(msg);
    if (!Object.values(selected).includes('own')) {
      const removed = active.filter((a) => a.capability === 'own').map((a) => a.grantee);
      add(`Removing the following owners <[${removed.join(', ')}]> will leave the entity ownerless.`);
    }
    for (const g of Object.keys(selected)) {
      if (g === EVERYONE_GRN && !config.allow_sharing_with_everyone && !active.some((a) => a.grantee === g))
        add('Sharing with everyone is not allowed.');
      else if (g !== EVERYONE_GRN && !config.allow_sharing_with_users && !active.some((a) => a.grantee === g))
        add('Sharing with users is not allowed.');
      else if (!grantee(g)) add(`Unknown grantee ${g}.`);
    }
    const failed = Object.keys(errors).length > 0;
    return {
      entity: entity.grn,
      sharing_user: toGrn('user', subject.userId),
      available_grantees: available,
      available_capabilities: CAPABILITIES,
      active_shares: active,
      selected_grantee_capabilities: selected,
      missing_permissions_on_dependencies: missing,
      validation_result: { failed, errors, error_context: {} },
    };
  };

  const owned = (request: FastifyRequest, grn: string) => {
    const subject = requireSubject(request);
    const entity = entities.resolve(grn);
    if (!entity) throw new ApiError(404, `Couldn't find entity ${grn}`);
    if (!subject.isPermitted(`entity:own:${grn}`)) throw new ApiError(403, 'Not authorized');
    return { subject, entity };
  };

  // EntityShareRequest is `@NotNull`: a missing or `null` body is refused like any non-object body.
  const readSelected = (body: unknown): Record<string, Capability> | undefined => {
    const obj = readStrictObject(body, ['selected_grantee_capabilities']);
    const raw = obj['selected_grantee_capabilities'];
    if (raw === undefined || raw === null) return undefined;
    if (!isObject(raw) || Object.keys(raw).length > 1000) throw new ApiError(400, 'Unable to map property selected_grantee_capabilities.');
    for (const [g, c] of Object.entries(raw)) {
      if (!isCapability(c))
        throw new ApiError(400, `Unable to map property selected_grantee_capabilities: unknown capability ${String(c)}.`);
      const type = parseGrn(g)?.type;
      if (g !== EVERYONE_GRN && type !== 'user' && type !== 'team')
        throw new ApiError(400, `Unable to map property selected_grantee_capabilities: invalid grantee ${g}.`);
    }
    return raw as Record<string, Capability>;
  };
  const current = (grn: string) =>
    Object.fromEntries(grants.forTarget(grn).map((g) => [g.grantee, g.capability])) as Record<string, Capability>;

  app.post<{ Params: { grn: string } }>('/authz/shares/entities/:grn/prepare', async (request) => {
    const { subject, entity } = owned(request, request.params.grn);
    return response(subject, entity, readSelected(request.body) ?? current(entity.grn));
  });

  app.post<{ Params: { grn: string } }>('/authz/shares/entities/:grn', async (request, reply) => {
    const { subject, entity } = owned(request, request.params.grn);
    const selected = readSelected(request.body) ?? current(entity.grn);
    const check = response(subject, entity, selected);
    if (check.validation_result.failed) return reply.code(400).send(check);
    for (const g of Object.keys(current(entity.grn))) if (!(g in selected)) grants.remove(g, entity.grn);
    for (const [g, capability] of Object.entries(selected)) grants.set(g, entity.grn, capability, subject.userId);
    return response(subject, entity, current(entity.grn));
  });

  app.get<{ Params: { userId: string } }>('/authz/shares/user/:userId', async (request) => {
    const subject = requireSubject(request);
    const user = users.byId(request.params.userId);
    if (!user) throw new ApiError(404, `Couldn't find user ${request.params.userId}`);
    if (!subject.isPermitted(`users:edit:${user.username}`)) throw new ApiError(403, 'Not authorized');
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').toLowerCase();
    const capability = queryString(q, 'capability');
    const entityType = queryString(q, 'entity_type');
    const capabilities: Record<string, Capability> = {};
    const teams = (auth.teams?.ofUser(user.id) ?? []).map((t) => toGrn('team', t.id));
    for (const g of grants.forGrantees([toGrn('user', user.id), EVERYONE_GRN, ...teams])) {
      const rank = (c: Capability | undefined) => (c ? Object.keys(CAPABILITY_PERMISSIONS).indexOf(c) : -1);
      if (rank(g.capability) > rank(capabilities[g.target])) capabilities[g.target] = g.capability;
    }
    const list = Object.keys(capabilities)
      .map((grn) => entities.resolve(grn))
      .filter((e): e is ShareableEntity => e !== undefined)
      .filter(
        (e) =>
          (!capability || capabilities[e.grn] === capability) &&
          (!entityType || e.type === entityType) &&
          (!query || e.title.toLowerCase().includes(query)),
      )
      .sort((a, b) => a.title.localeCompare(b.title));
    const items = list.slice((page - 1) * perPage, (page - 1) * perPage + perPage);
    return {
      total: list.length,
      page,
      per_page: perPage,
      count: items.length,
      entities: items.map((e) => ({ id: e.grn, type: e.type, title: e.title, owners: owners(e.grn) })),
      ...(query ? { query } : {}),
      context: { grantee_capabilities: Object.fromEntries(items.map((e) => [e.grn, capabilities[e.grn]])) },
    };
  });
};
