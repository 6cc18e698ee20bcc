import numeral from 'numeral';

/** Values with up to 7 decimals and thousands separators. */
export const formatValue = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return numeral(value).format('0,0[.][0000000]');
};

/** Short axis labels: 1.2k, 3M. */
export const formatAxisValue = (value: number): string => {
  if (Math.abs(value) < 1000) return numeral(value).format('0,0[.][00]');
  return numeral(value).format('0.[0]a');
};

/**
 * Labels for the ticks of a time axis: as precise as the ticks are apart, so that no two read the same
 * (seconds below a minute apart, hours and minutes below a day, the date from a day on). A tick that
 * falls on a new day on a sub-day axis carries its date too.
 */
export function timeTickFormatter(ticks: readonly Date[], timezone: string): (d: Date) => string {
  let step = Infinity;
  for (let i = 1; i < ticks.length; i += 1) step = Math.min(step, ticks[i]!.getTime() - ticks[i - 1]!.getTime());
  const time: Intl.DateTimeFormatOptions =
    step < 60_000
      ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const timeFormat = new Intl.DateTimeFormat('en-GB', { ...time, timeZone: timezone });
  const dayFormat = new Intl.DateTimeFormat('en-GB', { month: '2-digit', day: '2-digit', timeZone: timezone });
  if (Number.isFinite(step) && step >= 86_400_000) return (d) => dayFormat.format(d);
  const days = ticks.map((t) => dayFormat.format(t));
  const spansDays = new Set(days).size > 1;
  return (d) => {
    const i = ticks.findIndex((t) => t.getTime() === d.getTime());
    const newDay = spansDays && i > 0 && days[i] !== days[i - 1];
    return newDay ? `${dayFormat.format(d)} ${timeFormat.format(d)}` : timeFormat.format(d);
  };
}

/** Truncates long category labels on axes; the full label stays in tooltips and the data table. */
export const truncate = (label: string, max = 14): string => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
