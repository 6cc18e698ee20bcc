import { describe, expect, it } from 'vitest';
import { FUNCTIONS, functionDescriptors, type FunctionEnv } from '../src/pipelines/functions.js';
import { processMessage, unresolvedRule, type CompiledPipeline, type PipelineState } from '../src/pipelines/interpreter.js';
import { parsePipeline, parseRule } from '../src/pipelines/parser.js';
import { IpAddress, JsonValue, Period, type RuleMessage, type Value } from '../src/pipelines/values.js';

const DEFAULT = '000000000000000000000001';

class FakeMessage implements RuleMessage {
  readonly fields = new Map<string, unknown>();
  streams: string[] = [DEFAULT];
  dropped = false;
  constructor(initial: Record<string, unknown> = {}) {
    for (const [k, v] of Object.entries(initial)) this.fields.set(k, v);
  }
  get(name: string): unknown {
    return this.fields.get(name);
  }
  has(name: string): boolean {
    const v = this.fields.get(name);
    return v !== undefined && v !== null && v !== '';
  }
  set(name: string, value: Value): void {
    this.fields.set(name, value);
  }
  remove(name: string): void {
    this.fields.delete(name);
  }
  fieldNames(): string[] {
    return [...this.fields.keys()];
  }
}

const logged: string[] = [];
const env: FunctionEnv = {
  streams: () => [
    { id: DEFAULT, title: 'Default Stream', disabled: false },
    { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', title: 'Errors', disabled: false },
    { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', title: 'Paused', disabled: true },
  ],
  defaultStreamId: DEFAULT,
  lookup: (table, key) =>
    table === 'users' && key === 'alice' ? { value: 'Alice A.', team: 'ops' } : table === 'plain' && key === 'k' ? 'v' : null,
  grok: (pattern, value) =>
    pattern === '%{WORD:verb} %{NUMBER:code}'
      ? /^(\w+) (\d+)$/.exec(value)
        ? { verb: value.split(' ')[0], code: value.split(' ')[1] }
        : null
      : null,
  log: (line) => logged.push(line),
};

function rule(source: string) {
  const parsed = parseRule(source, FUNCTIONS);
  if (!parsed.ok) throw new Error(`parse failed: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

/** Runs rules (one per stage, or several in one stage) over a message in the default stream. */
function run(sources: string[][], fields: Record<string, unknown> = {}, match: 'ALL' | 'EITHER' | 'PASS' = 'EITHER'): FakeMessage {
  const pipeline: CompiledPipeline = {
    id: 'p1',
    title: 'test',
    stages: sources.map((stage, i) => ({ stage: i, match, rules: stage.map((s, j) => ({ id: `r${i}${j}`, rule: rule(s) })) })),
  };
  const state: PipelineState = { pipelines: new Map([['p1', pipeline]]), byStream: new Map([[DEFAULT, [pipeline]]]) };
  const message = new FakeMessage(fields);
  processMessage(message, state, env);
  return message;
}

/** The value of an expression, evaluated in a rule's action. */
function value(expr: string, fields: Record<string, unknown> = {}): unknown {
  const m = run([[`rule "v" when true then set_field("out", ${expr}); end`]], fields);
  if (m.fields.has('gl2_processing_error')) throw new Error(String(m.fields.get('gl2_processing_error')));
  return m.fields.get('out');
}

const errorsOf = (source: string) => {
  const parsed = parseRule(source, FUNCTIONS);
  return parsed.ok ? [] : parsed.errors;
};

describe('the rule parser', () => {
  it('parses a full rule: literals, escapes, comments, let, named and positional arguments', () => {
    const r = rule(`// leading comment
rule "Tag \\"errors\\""
when
  has_field("level") && to_long($message.level) <= 3 /* block
  comment */ or not has_field(field: "x")
then
  let text = lowercase(to_string($message.message));
  set_field(field: "tagged", value: true);
  set_field("list", [1, 2.5, "three", null, {a: 1}]);
  ;
end`);
    expect(r.name).toBe('Tag "errors"');
    expect(r.when).not.toBeNull();
    expect(r.then.map((s) => s.kind)).toEqual(['let', 'call', 'call']);
  });

  it('treats keywords case-insensitively and allows back-quoted identifiers', () => {
    const r = rule('RULE "x" WHEN TRUE THEN LET `my var` = 1; set_field("a", `my var`); END');
    expect(r.then).toHaveLength(2);
  });

  it('reports syntax errors with line and position (lines from 1, positions from 0)', () => {
    expect(errorsOf('rule "x"\nwhen\n  true\nthen\n  set_field("a" 1);\nend')).toEqual([
      { type: 'syntax_error', line: 5, position_in_line: 16, reason: "mismatched input '1' expecting {',', ')'}" },
    ]);
    expect(errorsOf('rule "x" when true then')).toEqual([
      { type: 'syntax_error', line: 1, position_in_line: 23, reason: "mismatched input '<EOF>' expecting 'end'" },
    ]);
    expect(errorsOf('rule x when true then end')[0]).toMatchObject({ type: 'syntax_error', line: 1, position_in_line: 5 });
    expect(errorsOf('rule "x" when true then\n  set_field("a", "unterminated);\nend')[0]).toMatchObject({
      type: 'syntax_error',
      line: 2,
      position_in_line: 17,
    });
    expect(errorsOf('rule "x" when # then end')[0]).toMatchObject({
      type: 'syntax_error',
      line: 1,
      position_in_line: 14,
      reason: "token recognition error at: '#'",
    });
    expect(errorsOf('rule "x" when "\\q" == "a" then end')[0]).toMatchObject({
      type: 'syntax_error',
      reason: "token recognition error at: '\"\\q'",
    });
  });

  it('rejects unknown functions, wrong argument counts and types, missing parameters, undeclared variables', () => {
    expect(errorsOf('rule "x" when true then\n  no_such_fn("a");\nend')).toEqual([
      { type: 'undeclared_function', line: 2, position_in_line: 2, reason: 'Unknown function no_such_fn in line 2 pos 2' },
    ]);
    expect(errorsOf('rule "x" when true then lowercase($message.msg); end')).toEqual([
      {
        type: 'incompatible_argument_type',
        line: 1,
        position_in_line: 24,
        reason: 'Expected type String for argument value but found Object in call to function lowercase in line 1 pos 24',
      },
    ]);
    expect(errorsOf('rule "x" when true then concat("a"); end')[0]).toMatchObject({
      type: 'wrong_number_of_arguments',
      reason: 'Expected 2 arguments but found 1 in call to function concat in line 1 pos 24',
    });
    expect(errorsOf('rule "x" when true then set_field(value: 1); end')[0]).toMatchObject({
      type: 'missing_required_param',
      reason: expect.stringContaining('Missing required parameter field'),
    });
    expect(errorsOf('rule "x" when true then set_field("a", y); end')[0]).toMatchObject({
      type: 'undeclared_variable',
      line: 1,
      position_in_line: 39,
      reason: 'Undeclared variable y in line 1 pos 39',
    });
    expect(errorsOf('rule "x" when $message.a > 1 then end')[0]).toMatchObject({
      type: 'incompatible_types',
      reason: 'Incompatible types Object <=> Long in line 1 pos 14',
    });
    expect(errorsOf('rule "x" when !$message.flag then end')[0]).toMatchObject({
      type: 'incompatible_type',
      reason: 'Expected type Boolean but found Object in line 1 pos 14',
    });
    expect(errorsOf('rule "x" when true then let m = regex("(", "a"); end')[0]).toMatchObject({ type: 'invalid_function_argument' });
    expect(errorsOf('rule "x" when true then set_field("a", $message.list[0]); end')[0]).toMatchObject({ type: 'non_indexable' });
  });

  it('treats a condition that is not boolean-valued as false, as Graylog does', () => {
    expect(rule('rule "x" when $message.a then end').when).toBeNull();
    expect(run([['rule "x" when to_string($message.a) then set_field("hit", true); end']], { a: 'x' }).fields.has('hit')).toBe(false);
  });

  it('parses pipelines into stages, and reports pipeline syntax errors', () => {
    const parsed = parsePipeline(
      'pipeline "P"\nstage 1 match either\n  rule "b";\nstage 0 match all\n  rule "a"\n  rule "c";\nstage -1 match pass\nend',
      FUNCTIONS,
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: 'P',
        stages: [
          { stage: 1, match: 'EITHER', rules: ['b'] },
          { stage: 0, match: 'ALL', rules: ['a', 'c'] },
          { stage: -1, match: 'PASS', rules: [] },
        ],
      },
    });
    const bad = parsePipeline('pipeline "P"\nstage 0 match some\nend', FUNCTIONS);
    expect(bad).toEqual({
      ok: false,
      errors: [
        { type: 'syntax_error', line: 2, position_in_line: 14, reason: "mismatched input 'some' expecting {'all', 'either', 'pass'}" },
      ],
    });
    expect(parsePipeline('pipeline "P" end', FUNCTIONS)).toMatchObject({ ok: false, errors: [{ line: 1, position_in_line: 13 }] });
  });
});

describe('the interpreter', () => {
  it('evaluates operators with Java semantics', () => {
    expect(value('7 / 2')).toBe(3);
    expect(value('7.0 / 2.0')).toBe(3.5);
    expect(value('7 % 3 + 2 * 3 - -1')).toBe(8);
    expect(value('"a" + "b"')).toBe('ab');
    expect(value('1 < 2 && "a" == "a" && !(1 == 2) || false')).toBe(true);
    expect(value('[1, 2][1]')).toBe(2);
    expect(value('{a: "x"}["a"]')).toBe('x');
    expect(value('to_date("2024-01-31T00:00:00Z") + days(1)')).toEqual(new Date('2024-02-01T00:00:00Z'));
    expect(value('$message.n == 5', { n: 5 })).toBe(true);
  });

  it("runs a stage's conditions before its actions, and stops a pipeline when a stage does not match", () => {
    const m = run(
      [
        ['rule "a" when true then set_field("x", "1"); end', 'rule "b" when has_field("x") then set_field("y", "2"); end'],
        ['rule "c" when true then set_field("z", "3"); end'],
      ],
      {},
      'ALL',
    );
    // "b" was evaluated before "a" set x, so the stage did not match all and stage 1 never ran.
    expect(Object.fromEntries(m.fields)).toEqual({ x: '1' });
    const either = run([
      ['rule "a" when true then set_field("x", "1"); end', 'rule "b" when has_field("x") then set_field("y", "2"); end'],
      ['rule "c" when has_field("x") then set_field("z", "3"); end'],
    ]);
    expect(Object.fromEntries(either.fields)).toEqual({ x: '1', z: '3' });
  });

  it('records runtime errors in gl2_processing_error instead of dropping the message', () => {
    const m = run([['rule "boom" when true then set_field("a", 1); set_field("d", parse_date("nope", "yyyy")); set_field("b", 2); end']]);
    expect(m.dropped).toBe(false);
    expect(m.fields.get('a')).toBe(1);
    expect(m.fields.has('b')).toBe(false);
    expect(m.fields.get('gl2_processing_error')).toMatch(
      /^For rule 'boom': In call to function 'parse_date' at 1:61 an exception was thrown: Invalid format/,
    );
    expect(
      run([['rule "div" when true then set_field("a", 1 / to_long($message.z)); end']], { z: '0' }).fields.get('gl2_processing_error'),
    ).toBe("For rule 'div': / by zero");
  });

  it('drops messages, routes them to streams and runs the pipelines of streams a rule routed into', () => {
    expect(run([['rule "d" when true then drop_message(); end']]).dropped).toBe(true);
    const routeRule = rule(
      'rule "route" when true then route_to_stream(name: "Errors", remove_from_default: true); route_to_stream(id: "bbbbbbbbbbbbbbbbbbbbbbbb"); end',
    );
    const tagRule = rule('rule "tag" when true then set_field("in_errors", true); end');
    const p1: CompiledPipeline = {
      id: 'p1',
      title: 'router',
      stages: [{ stage: 0, match: 'ALL', rules: [{ id: 'r1', rule: routeRule }] }],
    };
    const p2: CompiledPipeline = {
      id: 'p2',
      title: 'errors',
      stages: [
        { stage: 0, match: 'ALL', rules: [{ id: 'r2', rule: tagRule }, unresolvedRule('missing')] },
        { stage: 1, match: 'ALL', rules: [{ id: 'r2', rule: tagRule }] },
      ],
    };
    const m = new FakeMessage();
    processMessage(
      m,
      {
        pipelines: new Map([
          ['p1', p1],
          ['p2', p2],
        ]),
        byStream: new Map([
          [DEFAULT, [p1]],
          ['aaaaaaaaaaaaaaaaaaaaaaaa', [p2]],
        ]),
      },
      env,
    );
    expect(m.streams).toEqual(['aaaaaaaaaaaaaaaaaaaaaaaa']);
    expect(m.fields.get('in_errors')).toBe(true);
    const removed = run([['rule "rm" when true then remove_from_stream(name: "Default Stream"); end']]);
    expect(removed.streams).toEqual([DEFAULT]);
  });
});

describe('the function library', () => {
  it('reads and changes message fields', () => {
    const m = run(
      [
        [
          `rule "f" when has_field("a") then
      set_field("copy", get_field("a"));
      set_fields(fields: {x: 1, y: "2"}, prefix: "p_");
      set_field(field: "bad key", value: 1);
      set_field(field: "bad key", value: 1, clean_field: true);
      rename_field("b", "c");
      remove_field("gone");
      set_field(field: "dflt", value: $message.nothing, default: "fallback");
    end`,
        ],
      ],
      { a: 'A', b: 'B', gone: 1 },
    );
    expect(Object.fromEntries(m.fields)).toEqual({ a: 'A', copy: 'A', p_x: 1, p_y: '2', bad_key: 1, c: 'B', dflt: 'fallback' });
  });

  it('converts values', () => {
    expect(value('to_string(12)')).toBe('12');
    expect(value('to_string($message.none, "d")')).toBe('d');
    expect(value('to_long("42")')).toBe(42);
    expect(value('to_long("4x2", 7)')).toBe(7);
    expect(value('to_long(3.9)')).toBe(3);
    expect(value('to_double("2.5")')).toBe(2.5);
    expect(value('to_bool("TRUE")')).toBe(true);
    expect(value('to_bool(0)')).toBe(false);
    expect(value('is_null($message.none)')).toBe(true);
    expect(value('is_not_null($message.a)', { a: 1 })).toBe(true);
    expect(value('is_string("a") && is_long(1) && is_double(1.5) && is_list([1]) && is_map({a: 1}) && is_bool(true) && is_number(2)')).toBe(
      true,
    );
    expect(value('to_date("2024-05-06 07:08:09", "Europe/Berlin")')).toEqual(new Date('2024-05-06T05:08:09Z'));
  });

  it('works on strings', () => {
    expect(value('contains("Hello", "ELL", true)')).toBe(true);
    expect(value('contains("Hello", "ELL")')).toBe(false);
    expect(value('starts_with("Hello", "He") && ends_with("Hello", "lo")')).toBe(true);
    expect(value('lowercase("AbC") + uppercase("x")')).toBe('abcX');
    expect(value('abbreviate("abcdefghij", 6)')).toBe('abc...');
    expect(value('substring("abcdef", 1, 3)')).toBe('bc');
    expect(value('substring("abcdef", -2)')).toBe('ef');
    expect(value('concat("a", "b")')).toBe('ab');
    expect(value('split(",", "a,b,,c,,")')).toEqual(['a', 'b', '', 'c']);
    expect(value('split(",", "a,b,c", 2)')).toEqual(['a', 'b,c']);
    expect(value('length("héllo")')).toBe(5);
    expect(value('length("héllo", true)')).toBe(6);
    expect(value('replace("aaa", "a", "b", 2)')).toBe('bba');
    expect(value('join(["a", "b"], "-")')).toBe('a-b');
    expect(value('key_value("a=1 b=\\"two words\\" c=")')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'two words'],
      ]),
    );
    expect(value('key_value(value: "a:1;a:2", delimiters: ";", kv_delimiters: ":", handle_dup_keys: "take_last")')).toEqual(
      new Map([['a', '2']]),
    );
  });

  it('matches regular expressions, grok patterns and JSON', () => {
    const m = value('regex("(\\\\w+)@(?<host>[\\\\w.]+)", "mail alice@example.org now")') as Map<string, unknown>;
    expect(Object.fromEntries(m)).toEqual({ '0': 'alice', '1': 'example.org', host: 'example.org' });
    expect(value('regex("^x", "abc").matches')).toBe(false);
    expect(value('regex("(\\\\d+)", "a 12", ["num"])["num"]')).toBe('12');
    expect(value('regex_replace("\\\\d", "a1b2", "#")')).toBe('a#b#');
    expect(value('regex_replace("\\\\d", "a1b2", "#", false)')).toBe('a#b2');
    expect(Object.fromEntries(value('grok("%{WORD:verb} %{NUMBER:code}", "GET 200")') as Map<string, unknown>)).toEqual({
      verb: 'GET',
      code: '200',
    });
    expect(value('parse_json("{\\"a\\": {\\"b\\": [1, 2]}}")')).toBeInstanceOf(JsonValue);
    expect(
      Object.fromEntries(
        value(
          'select_jsonpath(parse_json("{\\"a\\": {\\"b\\": [1, 2]}, \\"c\\": \\"x\\"}"), {first: "$.a.b[0]", all: "$.a.b[*]", c: "$[\'c\']"})',
        ) as Map<string, unknown>,
      ),
    ).toEqual({
      first: 1,
      all: [1, 2],
      c: 'x',
    });
    expect(value('to_map(parse_json("{\\"k\\": \\"v\\"}"))')).toEqual(new Map([['k', 'v']]));
    expect(value('to_map(flatten_json("{\\"a\\": {\\"b\\": 1, \\"c\\": [1, 2]}}", "flatten"))')).toEqual(
      new Map([
        ['a_b', '1'],
        ['a_c_0', '1'],
        ['a_c_1', '2'],
      ]),
    );
    expect(value('to_map(flatten_json(value: "{\\"a\\": [1]}", array_handler: "json", stringify: false))')).toEqual(
      new Map([['a', '[1]']]),
    );
  });

  it('parses and formats dates', () => {
    expect(value('parse_date("24/May/2024:13:05:09 +0200", "dd/MMM/yyyy:HH:mm:ss Z")')).toEqual(new Date('2024-05-24T11:05:09Z'));
    expect(value('parse_date(value: "2024-01-02 03:04", pattern: "yyyy-MM-dd HH:mm", timezone: "America/New_York")')).toEqual(
      new Date('2024-01-02T08:04:00Z'),
    );
    // A bare Joda formatter: no year in the pattern reads the year 2000.
    expect(value('parse_date("05-24 13:05", "MM-dd HH:mm")')).toEqual(new Date('2000-05-24T13:05:00Z'));
    expect(
      value('format_date(parse_date("2024-01-02 03:04:05.678", "yyyy-MM-dd HH:mm:ss.SSS"), "EEE, dd MMM yyyy hh:mm:ss a Z", "+01:00")'),
    ).toBe('Tue, 02 Jan 2024 04:04:05 AM +0100');
    expect(value('flex_parse_date("2024-03-04 10:00 UTC")')).toEqual(new Date('2024-03-04T10:00:00Z'));
    const now = value('now()') as Date;
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(5000);
    expect(value('parse_unix_milliseconds(1700000000000)')).toEqual(new Date(1700000000000));
    expect(value('hours(2)')).toBeInstanceOf(Period);
    expect(value('to_string(period("P1DT2H"))')).toBe('P1DT2H');
    expect(errorsOf('rule "x" when true then set_field("a", format_date(now(), "yyyy-QQ")); end')[0]).toMatchObject({
      type: 'invalid_function_argument',
    });
  });

  it('hashes, encodes, matches IP ranges and converts syslog values', () => {
    expect(value('md5("abc")')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(value('sha1("abc")')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(value('sha256("abc")')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(value('crc32("abc")')).toBe('352441c2');
    expect(value('base64_encode("hello?")')).toBe('aGVsbG8/');
    expect(value('base64_decode("aGVsbG8/")')).toBe('hello?');
    expect(value('base64url_encode("hello?")')).toBe('aGVsbG8_');
    expect(value('base32_encode("foobar")')).toBe('MZXW6YTBOI======');
    expect(value('base32_decode("MZXW6YTBOI======")')).toBe('foobar');
    expect(value('base16_encode("hi")')).toBe('6869');
    expect(value('urlencode("a b&c")')).toBe('a+b%26c');
    expect(value('urldecode("a+b%26c")')).toBe('a b&c');
    expect(value('to_ip("10.1.2.3")')).toEqual(new IpAddress('10.1.2.3'));
    expect(value('cidr_match("10.0.0.0/8", to_ip("10.1.2.3"))')).toBe(true);
    expect(value('cidr_match("10.0.0.0/8", to_ip("11.1.2.3"))')).toBe(false);
    expect(value('cidr_match("2001:db8::/32", to_ip("2001:db8::1"))')).toBe(true);
    expect(value('is_ip(to_ip("::1")) && !is_ip("1.2.3.4")')).toBe(true);
    expect(value('syslog_level(3) + "/" + syslog_facility(4)')).toBe('Error/auth');
    expect(value('expand_syslog_priority_as_string(34)')).toEqual(
      new Map([
        ['level', 'Critical'],
        ['facility', 'auth'],
      ]),
    );
  });

  it('looks values up in lookup tables and writes debug lines', () => {
    expect(value('lookup_value("users", "alice")')).toBe('Alice A.');
    expect(value('lookup_value("plain", "k")')).toBe('v');
    expect(value('lookup_value("users", "bob", "nobody")')).toBe('nobody');
    expect(value('lookup("users", "alice")["team"]')).toBe('ops');
    expect(value('lookup_has_value("users", "bob")')).toBe(false);
    run([['rule "dbg" when true then debug(concat("seen ", "it")); end']]);
    expect(logged).toContain('PIPELINE DEBUG: seen it');
  });

  it("describes every function with Graylog's descriptor shape", () => {
    const descriptors = functionDescriptors();
    const setField = descriptors.find((d) => d['name'] === 'set_field');
    expect(setField).toMatchObject({ name: 'set_field', pure: false, return_type: 'java.lang.Void', description: expect.any(String) });
    expect((setField?.['params'] as unknown[])[0]).toEqual({
      type: 'java.lang.String',
      transformed_type: 'java.lang.String',
      name: 'field',
      optional: false,
      description: 'The new field name',
    });
    expect(descriptors.length).toBeGreaterThan(80);
  });
});
