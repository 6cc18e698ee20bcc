import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * A segment file is a run of blocks, one per write: u32 length of the block's entries, u32 CRC-32 of
 * them, the entries. An entry: u32 length of what follows, f64 offset, f64 receive time (ms),
 * u16 + input id (latin1), u16 + remote address (latin1), the frame.
 */
export const BLOCK_HEADER = 8;
/** The fixed part of an entry. */
export const ENTRY_HEADER = 24;

/** One journalled frame, as replay reads it back. */
export interface JournalEntry {
  offset: number;
  receivedAt: number;
  inputId: string;
  remoteAddress: string;
  frame: Buffer;
}

/**
 * Reads the entries of a segment file's whole blocks; a torn or corrupt block (a crash in the middle of
 * a write) ends the read, and `validBytes` says where the good part ends.
 */
export function readSegment(file: string): { entries: JournalEntry[]; validBytes: number } {
  const data = fs.readFileSync(file);
  const entries: JournalEntry[] = [];
  let block = 0;
  while (block + BLOCK_HEADER <= data.length) {
    const blockEnd = block + BLOCK_HEADER + data.readUInt32LE(block);
    if (blockEnd > data.length || zlib.crc32(data.subarray(block + BLOCK_HEADER, blockEnd)) !== data.readUInt32LE(block + 4)) break;
    for (let at = block + BLOCK_HEADER; at < blockEnd;) {
      const end = at + 4 + data.readUInt32LE(at);
      const idLength = data.readUInt16LE(at + 20);
      const remoteAt = at + 22 + idLength;
      const remoteLength = data.readUInt16LE(remoteAt);
      entries.push({
        offset: data.readDoubleLE(at + 4),
        receivedAt: data.readDoubleLE(at + 12),
        inputId: data.toString('latin1', at + 22, remoteAt),
        remoteAddress: data.toString('latin1', remoteAt + 2, remoteAt + 2 + remoteLength),
        frame: data.subarray(remoteAt + 2 + remoteLength, end),
      });
      at = end;
    }
    block = blockEnd;
  }
  return { entries, validBytes: block };
}
