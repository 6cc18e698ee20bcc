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

/** Tick labels of a time axis in the user's timezone: time of day within two days, else the date. */
export function timeTickFormatter(domain: [Date, Date], timezone: string): (d: Date) => string {
  const span = Math.abs(domain[1].getTime() - domain[0].getTime());
  const options: Intl.DateTimeFormatOptions =
    span <= 2 * 86_400_000 ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { month: '2-digit', day: '2-digit' };
  const f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: timezone });
  return (d) => f.format(d);
}

/** Truncates long category labels on axes; the full label stays in tooltips and the data table. */
export const truncate = (label: string, max = 14): string => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
