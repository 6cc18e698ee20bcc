export const ISO_DURATION_HELP = 'as ISO8601 Duration';
export const ISO_DURATION_ERROR = 'invalid';
export const ZERO_DURATION_TEXT = 'Never';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// P, then date parts (years, months, weeks, days), then T and time parts; at least one part, and a T is followed by one.
const ISO_DURATION = new RegExp(
  `^P(?!$)(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?=\\d)(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
);

const PARTS = [
  { unit: 'year', ms: 365 * 86_400_000 },
  { unit: 'month', ms: 30 * 86_400_000 },
  { unit: 'week', ms: 7 * 86_400_000 },
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1000 },
] as const;

interface DurationPart {
  unit: (typeof PARTS)[number]['unit'];
  amount: number;
}

/** The parts of an ISO 8601 duration ("P1DT2H" is 1 day and 2 hours), or undefined when it is not one. */
export function parseIsoDuration(text: string): DurationPart[] | undefined {
  const match = ISO_DURATION.exec(text);
  if (!match) return undefined;
  return PARTS.flatMap((part, i) => {
    const raw = match[i + 1];
    return raw === undefined ? [] : [{ unit: part.unit, amount: Number(raw.replace(',', '.')) }];
  });
}

export function isValidIsoDuration(text: string): boolean {
  return parseIsoDuration(text) !== undefined;
}

/** Length in milliseconds, counting a year as 365 days and a month as 30; undefined when invalid. */
export function isoDurationToMs(text: string): number | undefined {
  return parseIsoDuration(text)?.reduce((sum, part) => sum + part.amount * PARTS.find((p) => p.unit === part.unit)!.ms, 0);
}

/** What the user typed, as the input keeps it: upper case, with the leading P added when missing. */
export function normalizeIsoDurationInput(raw: string): string {
  const upper = raw.toUpperCase();
  return upper === '' || upper.startsWith('P') ? upper : `P${upper}`;
}

/** The readable form shown next to the input: "1 day, 2 hours", "Never" for a zero duration, or the error text. */
export function describeIsoDuration(text: string, valid: boolean, errorText: string = ISO_DURATION_ERROR): string {
  const parts = valid ? parseIsoDuration(text) : undefined;
  if (!parts) return errorText;
  const nonZero = parts.filter((part) => part.amount !== 0);
  if (nonZero.length === 0) return ZERO_DURATION_TEXT;
  return nonZero.map(({ unit, amount }) => `${amount} ${unit}${amount === 1 ? '' : 's'}`).join(', ');
}
