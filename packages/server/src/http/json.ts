/** A JSON replacer turning 64/128-bit integers (DuckDB BIGINT/HUGEINT) into numbers, as Graylog's longs. */
export const bigintAsNumber = (_key: string, value: unknown): unknown => (typeof value === 'bigint' ? Number(value) : value);

/**
 * The reply serializer of every JSON answer. Plain `JSON.stringify` (fast); should a DuckDB integer
 * ever reach a payload as a bigint, it is written as a number instead of failing the request with
 * "Do not know how to serialize a BigInt".
 */
export function serializeJson(payload: unknown): string {
  try {
    return JSON.stringify(payload);
  } catch (error) {
    if (!(error instanceof TypeError) || !/BigInt/i.test(error.message)) throw error;
    return JSON.stringify(payload, bigintAsNumber);
  }
}
