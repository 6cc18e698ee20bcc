import * as chrono from 'chrono-node';
import { parseJodaDate } from '../../formats/jodaDates.js';
import { parsePeriod } from '../../system/periods.js';
import { checkPattern, formatDate, validZone, zoneOffset } from '../dates.js';
import { Period, typeOf } from '../values.js';
import { type Args, type FunctionSpec, num, opt, p, str, zone } from './spec.js';

// --- dates -------------------------------------------------------------------------------------------------

const periodFn = (name: 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds' | 'millis'): FunctionSpec => ({
  name,
  description: `Create a period with value number of ${name}.`,
  returnType: 'Period',
  params: [p('value', 'Long', `The number of ${name}`)],
  run: (a) => new Period({ [name]: num(a, 'value') }),
});

const zoneCheck = (c: Args) =>
  typeof c['timezone'] === 'string' && !validZone(c['timezone'])
    ? { param: 'timezone', reason: `The datetime zone id '${c['timezone']}' is not recognised` }
    : null;

export const DATES: FunctionSpec[] = [
  {
    name: 'now',
    description: 'Returns the current date and time',
    returnType: 'DateTime',
    params: [opt('timezone', 'String', 'The timezone to apply to the current time, defaults to UTC')],
    precompute: zoneCheck,
    run: () => new Date(),
  },
  {
    name: 'parse_date',
    description: 'Parses a date string using the given date format',
    returnType: 'DateTime',
    params: [
      p('value', 'String', 'Date string to parse'),
      p(
        'pattern',
        'String',
        'The pattern to parse the date with, see http://www.joda.org/joda-time/apidocs/org/joda/time/format/DateTimeFormat.html',
      ),
      opt('locale', 'String', 'The locale to parse the date with'),
      opt('timezone', 'String', 'The timezone to apply to the parsed date, defaults to UTC'),
    ],
    precompute: (c) =>
      typeof c['pattern'] === 'string' && checkPattern(c['pattern'])
        ? { param: 'pattern', reason: checkPattern(c['pattern'])! }
        : zoneCheck(c),
    // A bare Joda formatter, as Graylog's parse_date uses: a pattern without a year reads the year 2000.
    run: (a) => new Date(parseJodaDate(str(a, 'value'), str(a, 'pattern'), zone(a), Date.now(), 2000)),
  },
  {
    name: 'flex_parse_date',
    description: 'Parses a date string using natural language',
    returnType: 'DateTime',
    params: [
      p('value', 'String', 'Date string to parse'),
      opt('default', 'DateTime', "Used when 'value' could not be parsed, defaults to null"),
      opt('timezone', 'String', 'The timezone to apply to a date if it has no timezone; defaults to UTC'),
    ],
    precompute: zoneCheck,
    run: (a) => {
      const z = zone(a);
      const now = Date.now();
      const found = chrono.parseDate(str(a, 'value'), { instant: new Date(now), timezone: zoneOffset(z, now) });
      if (found) return found;
      const fallback = a['default'];
      return fallback instanceof Date ? fallback : null;
    },
  },
  {
    name: 'parse_unix_milliseconds',
    description: 'Converts a UNIX millisecond timestamp into a date',
    returnType: 'DateTime',
    params: [
      p('value', 'Number', 'UNIX millisecond timestamp to parse'),
      opt('timezone', 'String', 'The timezone to apply to the date, defaults to UTC'),
    ],
    precompute: zoneCheck,
    run: (a) => new Date(Math.trunc(num(a, 'value'))),
  },
  {
    name: 'format_date',
    description: 'Formats a date using the given format string',
    returnType: 'String',
    params: [
      p('value', 'DateTime', 'The date to format'),
      p('format', 'String', 'The format string to use, see http://www.joda.org/joda-time/apidocs/org/joda/time/format/DateTimeFormat.html'),
      opt('timezone', 'String', 'The timezone to apply to the date, defaults to UTC'),
    ],
    precompute: (c) =>
      typeof c['format'] === 'string' && checkPattern(c['format']) ? { param: 'format', reason: checkPattern(c['format'])! } : zoneCheck(c),
    run: (a) => {
      const v = a['value'];
      if (!(v instanceof Date)) throw new Error(`Expected a date but found ${typeOf(v)}`);
      return formatDate(v, str(a, 'format'), zone(a));
    },
  },
  ...(['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'millis'] as const).map(periodFn),
  {
    name: 'period',
    description: 'Parses a ISO 8601 period from the specified string.',
    returnType: 'Period',
    params: [p('value', 'String', 'The string to parse')],
    run: (a) => {
      const fields = parsePeriod(str(a, 'value'));
      if (!fields) throw new Error(`Invalid format: "${str(a, 'value')}"`);
      return new Period(fields);
    },
  },
];
