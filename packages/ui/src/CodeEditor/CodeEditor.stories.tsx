import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';
import type { CodeCompletion, CodeToken, CodeTokenKind } from './codeEditorModel';

/** A small tokenizer for the examples; a real language brings its own. */
const PATTERNS: Array<[RegExp, CodeTokenKind]> = [
  [/^\/\/[^\n]*/, 'comment'],
  [/^"(?:[^"\\\n]|\\.)*"?/, 'string'],
  [/^\d+(?:\.\d+)?/, 'number'],
  [/^\$message\.[A-Za-z_][\w.]*/, 'field'],
  [/^(?:rule|when|then|end|let)\b/i, 'keyword'],
  [/^[A-Za-z_]\w*(?=\()/, 'function'],
  [/^[A-Za-z_]\w*/, 'variable'],
  [/^(?:==|!=|<=|>=|[=<>+\-*/])/, 'operator'],
  [/^[(){}[\];,.:]/, 'punctuation'],
];
function tokenize(source: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let rest = source;
  while (rest !== '') {
    const found = PATTERNS.map(([re, kind]) => [re.exec(rest)?.[0], kind] as const).find(([text]) => text);
    const text = found?.[0] ?? rest[0] ?? '';
    tokens.push({ text, kind: found?.[1] ?? 'text' });
    rest = rest.slice(text.length);
  }
  return tokens;
}

const FUNCTIONS: CodeCompletion[] = [
  {
    label: 'to_string',
    insert: 'to_string(',
    detail: 'to_string(value: Object, [default: String]): String',
    description: 'Converts a value to a string.',
  },
  {
    label: 'to_long',
    insert: 'to_long(',
    detail: 'to_long(value: Object, [default: Long]): Long',
    description: 'Converts a value to a whole number.',
  },
  {
    label: 'set_field',
    insert: 'set_field(',
    detail: 'set_field(field: String, value: Object): Void',
    description: 'Sets a field of the message.',
  },
];
const completions = (word: string) => FUNCTIONS.filter((f) => f.label.startsWith(word));

const RULE = `rule "tag slow requests"
when
  to_long($message.took_ms) > 500 // milliseconds
then
  set_field("slow", true);
end`;

function Demo(props: CodeEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CodeEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/CodeEditor',
  component: CodeEditor,
  args: { 'aria-label': 'Rule source', value: RULE, tokenize, completions, onChange: fn() },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keywords, strings, numbers, fields, functions and comments in their colours, with line numbers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Rule source' });
    await expect(editor).toHaveValue(RULE);
    const mirror = within(canvasElement).getByTestId('code-mirror');
    await expect(mirror.querySelector('[data-kind="keyword"]')).toHaveTextContent('rule');
    await expect(mirror.querySelector('[data-kind="field"]')).toHaveTextContent('$message.took_ms');
    await expect(mirror.querySelector('[data-kind="comment"]')).toHaveTextContent('// milliseconds');
    await expect(mirror.querySelectorAll('[data-line]')).toHaveLength(6);
  },
};

/** Typing a word lists the functions that start with it, with their signatures; Enter inserts the chosen one. */
export const Completion: Story = {
  args: { value: 'rule "r"\nwhen\n  ' },
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Rule source' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}to_');
    const list = await within(document.body).findByRole('listbox', { name: 'Completions' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'to_string(value: Object, [default: String]): String',
      'to_long(value: Object, [default: Long]): Long',
    ]);
    await expect(within(document.body).getByText('Converts a value to a string.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor).toHaveValue('rule "r"\nwhen\n  to_long('));
    await expect(args.onChange).toHaveBeenLastCalledWith('rule "r"\nwhen\n  to_long(');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

/** Problems are underlined where they are, their line numbers turn red, and they are listed below in order. */
export const WithProblems: Story = {
  args: {
    diagnostics: [
      { line: 5, column: 2, message: 'Unknown function set_feld' },
      { line: 3, column: 10, message: 'Expected Long, got Object' },
    ],
    value: RULE.replace('set_field', 'set_feld'),
  },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Rule source' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'Line 3, column 11: Expected Long, got Object Line 5, column 3: Unknown function set_feld',
    );
    const marked = [...within(canvasElement).getByTestId('code-mirror').querySelectorAll('[data-error]')].map((t) => t.textContent);
    await expect(marked).toEqual(['$message.took_ms', 'set_feld']);
  },
};
