import { CatalogApi, ContentPackInstallationsApi, ContentPacksApi } from '../calls/contentPacks';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

/** Uploads a content pack document; the list shows it afterwards. */
export const useUploadContentPack = () => useApiMutation(ContentPacksApi.upload, ['contentPacks']);
/** Deletes every revision of a content pack. */
export const useDeleteContentPack = () => useApiMutation(ContentPacksApi.remove, ['contentPacks']);
/** Installs a revision; its entities appear, so the lists of streams, inputs, pipelines and the like are read again. */
export const useInstallContentPack = () =>
  useApiMutation(ContentPacksApi.install, [
    'contentPacks',
    'streams',
    'stream',
    'inputs',
    'pipelines',
    'pipelineRules',
    'pipelineConnections',
    'grokPatterns',
    'lookupTables',
    'outputs',
    'dashboards',
    'views',
  ]);

/** The installations of a content pack. */
export const useContentPackInstallations = (id: string | null) =>
  useApiRead(id ? ['contentPacks', 'installations', id] : null, (c) => ContentPackInstallationsApi.list(c, id ?? ''));
/** What uninstalling an installation would remove; read when asked for, as the uninstall dialog opens. */
export const useUninstallDetails = () => useApiMutation(ContentPackInstallationsApi.uninstallDetails, []);
/** Uninstalls: removes the entities no other installation uses, and the installation. */
export const useUninstallContentPack = () =>
  useApiMutation(ContentPackInstallationsApi.uninstall, [
    'contentPacks',
    'streams',
    'stream',
    'inputs',
    'pipelines',
    'pipelineRules',
    'pipelineConnections',
    'grokPatterns',
    'lookupTables',
    'outputs',
    'dashboards',
    'views',
  ]);

/** The entity catalog: every entity of this server a content pack can be made of. */
export const useCatalog = () => useApiRead(['contentPacks', 'catalog'], (c) => CatalogApi.index(c));
/** Exports chosen entities (and what they depend on) as content pack entities; changes nothing. */
export const useResolveCatalog = () => useApiMutation(CatalogApi.resolve, []);
