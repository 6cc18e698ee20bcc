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
  resolve: 'Could not export the chosen entities',
  create: 'Could not create content pack',
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

/** The words of the content pack editor (create, export, edit revision). */
export const CONTENT_PACK_EDIT_TEXTS = {
  createTitle: 'Create content pack',
  createDescription: 'Choose entities of this server, define parameters for what differs between installations, and create the pack.',
  editTitle: 'Edit content pack',
  editHeading: (name: string, rev: number) => `Edit content pack ${name} (revision ${rev})`,
  editDescription: (rev: number) => `Saving creates revision ${rev}; the revision you started from stays as it is.`,
  stepsLabel: 'Steps of the content pack',
  stepSelection: 'Content selection',
  stepParameters: 'Parameters',
  stepPreview: 'Preview',
  detailsTitle: 'Details',
  nameRequired: 'Field is required',
  keptTitle: (rev: number) => `Entities of revision ${rev}`,
  noneKept: 'No entity of the revision stays; choose entities below.',
  entitiesTitle: 'Entities',
  entitiesHelp:
    'What an entity needs comes with it: the outputs of a stream, the rules and streams of a pipeline, the cache and adapter of a lookup table.',
  chooseEntities: 'Choose at least one entity.',
  filter: 'Filter entities',
  noEntities: 'No entity matches.',
  parametersTitle: 'Parameters',
  parametersHelp: 'A parameter asks for a value when the pack is installed. Add one, then choose it for the fields it fills.',
  fromParameter: 'from parameter',
  noParameter: 'Literal value',
  noFittingParameter: 'No parameter of this type',
  previewTitle: 'Preview',
  unusedParameters: (names: string[]) => `No field uses the parameters ${names.join(', ')}.`,
  create: 'Create',
  createRevision: 'Create revision',
  download: 'Download',
  createPack: 'Create content pack',
  editRevision: 'Edit',
} as const;

export const packCreated = (name: string, rev: number) => `Content pack ${name} (revision ${rev}) created.`;
