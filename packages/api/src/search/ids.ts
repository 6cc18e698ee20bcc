/** Search-type, widget and query ids are client-generated UUIDs (API.md §5.8). */
export function generateId(): string {
  return globalThis.crypto.randomUUID();
}

/** A 24-hex id in the ObjectId layout (4-byte seconds timestamp, then random bytes), for new searches. */
export function generateObjectId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${seconds}${random}`;
}
