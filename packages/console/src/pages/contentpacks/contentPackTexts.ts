/** The words of System → Content Packs. */
export const CONTENT_PACK_TEXTS = {
  title: 'Content packs',
  description:
    'Content packs bundle streams, inputs, extractors, pipelines, dashboards and more, to install them on another server in one go.',
  upload: 'Upload',
  noPacks: 'There are no content packs yet. Upload one to install it.',
} as const;

export const CONTENT_PACK_FAILURES = {
  upload: 'Could not upload content pack',
  install: 'Could not install content pack',
  delete: 'Could not delete content pack',
  uninstall: 'Could not uninstall content pack',
} as const;

export const UNINSTALL_TEXTS = {
  title: 'Uninstall content pack',
  removes: 'Uninstalling removes these entities from this server:',
  nothing: 'Uninstalling removes no entity: other installations use every one of them.',
  none: 'This content pack is not installed.',
} as const;

export const packUploaded = (name: string) => `Content pack ${name} uploaded.`;
export const packInstalled = (name: string) => `Content pack ${name} installed.`;
export const deletePackQuestion = (name: string) => `Do you really want to delete the content pack ${name} with all its revisions?`;
export const packUninstalled = (name: string) => `Content pack ${name} uninstalled.`;
