import type { ContentPack } from '@sift/api';

/** Saves a content pack document as `content-pack-<id>-<rev>.json` (the name Graylog's download gives it). */
export function downloadPack(pack: Record<string, unknown>, id: string, rev: number): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(pack, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `content-pack-${id}-${rev}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A stored revision as the document it was uploaded as. */
export function packDocument(pack: ContentPack): Record<string, unknown> {
  return {
    v: '1',
    id: pack.id,
    rev: pack.rev,
    name: pack.name,
    summary: pack.summary,
    description: pack.description,
    vendor: pack.vendor,
    url: pack.url,
    ...(pack.createdAt ? { created_at: pack.createdAt } : {}),
    ...(pack.serverVersion ? { server_version: pack.serverVersion } : {}),
    parameters: pack.parameters,
    entities: pack.entities,
  };
}
