import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The stable identity of this node and its one-node cluster, kept in the data directory like Graylog's node-id file. */
export interface NodeIdentity {
  nodeId: string;
  clusterId: string;
}

function readOrCreate(file: string): string {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value) return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = randomUUID();
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

export function loadNodeIdentity(dataDir: string): NodeIdentity {
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    nodeId: readOrCreate(path.join(dataDir, 'node-id')),
    clusterId: readOrCreate(path.join(dataDir, 'cluster-id')),
  };
}
