export const OUTPUT_FAILURES = {
  load: 'Could not load outputs',
  create: 'Could not create output',
  update: 'Could not update output',
  delete: 'Could not delete output',
} as const;

export const outputCreated = (title: string) => `Output "${title}" was created. Assign it to a stream to start forwarding.`;
export const deleteOutputQuestion = (title: string) =>
  `Do you really want to delete the output "${title}"? It is removed from every stream too.`;
export const NOT_ASSIGNED = 'Not assigned to any stream.';
