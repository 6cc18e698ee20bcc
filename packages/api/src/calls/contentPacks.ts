import type { ApiClient } from '../client/ApiClient';
import { arrOr, isObject, num, obj, optStr, str, type JsonObject } from '../models/decode';
import { call, getObject, segment, send } from './helpers';

/** A content pack parameter's type, and the value a user gives it on install. */
export type ContentPackParameterValue = string | number | boolean;

/** `{"@type", "@value"}`: how an install names a parameter's value (Graylog's ValueReference). */
export function valueReference(type: string, value: ContentPackParameterValue): { '@type': string; '@value': ContentPackParameterValue } {
  return { '@type': type, '@value': value };
}

/** Content packs (ADMIN-API.md §9.1): upload, delete, install. */
export const ContentPacksApi = {
  /** Uploads a content pack document (one revision); answers 201 without a body. */
  upload: (client: ApiClient, pack: Record<string, unknown>) => call(client, 'POST', '/system/content_packs', pack),
  /** Deletes every revision; refused while the pack is installed. */
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/content_packs/${segment(id)}`),
  /** Installs a revision with parameter values by name (`valueReference`). */
  install: (
    client: ApiClient,
    id: string,
    revision: number,
    parameters: Record<string, { '@type': string; '@value': ContentPackParameterValue }>,
    comment: string,
  ) => call(client, 'POST', `/system/content_packs/${segment(id)}/${revision}/installations`, { parameters, comment }),
};

/** An entity an installation created (NativeEntityDescriptor): its id on this server, title and type. */
export interface InstalledEntity {
  id: string;
  title: string;
  type: string;
}

/** One installation of a content pack revision. */
export interface ContentPackInstallation {
  id: string;
  contentPackId: string;
  revision: number;
  comment: string;
  createdAt: string | null;
  createdBy: string;
  entities: InstalledEntity[];
}

export function decodeInstalledEntity(value: unknown, field = 'entity'): InstalledEntity {
  const source = obj(value, field);
  const type = isObject(source['type']) ? source['type'] : {};
  return {
    id: str(source['id'], `${field}.id`),
    title: optStr(source['title'], `${field}.title`) ?? '',
    type: optStr(type['name'], `${field}.type.name`) ?? '',
  };
}

export function decodeContentPackInstallation(value: unknown, field = 'installation'): ContentPackInstallation {
  const source = obj(value, field);
  return {
    id: str(source['_id'], `${field}._id`),
    contentPackId: str(source['content_pack_id'], `${field}.content_pack_id`),
    revision: num(source['content_pack_revision'], `${field}.content_pack_revision`),
    comment: optStr(source['comment'], `${field}.comment`) ?? '',
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    createdBy: optStr(source['created_by'], `${field}.created_by`) ?? '',
    entities: arrOr(source['entities'], `${field}.entities`, decodeInstalledEntity),
  };
}

/** Installations of a content pack, what uninstalling one would remove, and uninstalling it. */
export const ContentPackInstallationsApi = {
  list: async (client: ApiClient, id: string): Promise<ContentPackInstallation[]> =>
    arrOr(
      (await getObject(client, `/system/content_packs/${segment(id)}/installations`, 'installations'))['installations'],
      'installations.installations',
      decodeContentPackInstallation,
    ),
  /** The entities an uninstall would remove (those no other installation uses). */
  uninstallDetails: async (client: ApiClient, id: string, installationId: string): Promise<InstalledEntity[]> =>
    arrOr(
      (
        await getObject(
          client,
          `/system/content_packs/${segment(id)}/installations/${segment(installationId)}/uninstall_details`,
          'uninstall_details',
        )
      )['entities'],
      'uninstall_details.entities',
      decodeInstalledEntity,
    ),
  uninstall: (client: ApiClient, id: string, installationId: string) =>
    call(client, 'DELETE', `/system/content_packs/${segment(id)}/installations/${segment(installationId)}`),
};

/** An entity the catalog can put into a content pack (EntityExcerpt): its id on this server, type and title. */
export interface CatalogEntry {
  id: string;
  type: string;
  version: string;
  title: string;
}

/** A content pack entity (v1) as the catalog exports it: fresh id, type, data of value references. */
export interface ContentPackEntityWire {
  v: string;
  type: { name: string; version: string };
  id: string;
  data: JsonObject;
  constraints: JsonObject[];
}

export function decodeCatalogEntry(value: unknown, field = 'entity'): CatalogEntry {
  const source = obj(value, field);
  const type = obj(source['type'], `${field}.type`);
  return {
    id: str(source['id'], `${field}.id`),
    type: str(type['name'], `${field}.type.name`),
    version: optStr(type['version'], `${field}.type.version`) ?? '1',
    title: optStr(source['title'], `${field}.title`) ?? '',
  };
}

export function decodeContentPackEntity(value: unknown, field = 'entity'): ContentPackEntityWire {
  const source = obj(value, field);
  const type = obj(source['type'], `${field}.type`);
  return {
    v: optStr(source['v'], `${field}.v`) ?? '1',
    type: { name: str(type['name'], `${field}.type.name`), version: optStr(type['version'], `${field}.type.version`) ?? '1' },
    id: str(source['id'], `${field}.id`),
    data: obj(source['data'], `${field}.data`),
    constraints: arrOr(source['constraints'], `${field}.constraints`, (c, f) => obj(c, f)),
  };
}

/** The entity catalog (`/system/catalog`): what a content pack can be made of, and the export of chosen entities. */
export const CatalogApi = {
  index: async (client: ApiClient): Promise<CatalogEntry[]> =>
    arrOr((await getObject(client, '/system/catalog', 'catalog'))['entities'], 'catalog.entities', decodeCatalogEntry),
  /** Exports the chosen entities with everything they depend on, as content pack entities. */
  resolve: async (
    client: ApiClient,
    entries: readonly Pick<CatalogEntry, 'id' | 'type' | 'version'>[],
  ): Promise<ContentPackEntityWire[]> => {
    const body = { entities: entries.map((e) => ({ id: e.id, type: { name: e.type, version: e.version } })) };
    const answer = await send(client, 'POST', '/system/catalog', body, 'catalog');
    return arrOr(answer?.['entities'], 'catalog.entities', decodeContentPackEntity);
  },
};
