// Local ESLint rules of Sift. `sift/design-tokens` keeps colours and sizes coming from ui's theme
// (packages/ui/src/theme): styles may not spell a colour themselves, nor a pixel value off the grid.

const STYLE_TAGS = new Set(['css', 'keyframes', 'createGlobalStyle', 'styled']);

/** CSS named colours (CSS Color 4). Keywords such as transparent and currentColor are not colours of their own. */
const NAMED_COLORS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
  lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
  limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
  olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
  powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver
  skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`
    .split(/\s+/)
    .filter(Boolean),
);

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const COLOR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const PIXELS = /(?<![\w.#-])(-?\d*\.?\d+)px\b/g;
const WORD = /(?<![\w$#.-])[a-z]+(?![\w(-])/gi;

/** Offsets in `text` of raw colours and off-grid pixel values, with a message for each. */
export function findRawValues(text, { grid, allowedPixels }) {
  const found = [];
  for (const m of text.matchAll(HEX))
    found.push({ index: m.index, message: `Raw colour ${m[0]}: use a colour token from ui's theme (colorVars).` });
  for (const m of text.matchAll(COLOR_FUNCTION))
    found.push({ index: m.index, message: `Raw colour ${m[0]}…): use a colour token from ui's theme (colorVars).` });
  // Named colours only where a declaration's value is: after "property:" up to ";" or a brace.
  for (const declaration of text.matchAll(/(?<=^|[;{\s])[a-z-]+\s*:\s*([^;{}]*)/gi)) {
    const valueStart = declaration.index + declaration[0].length - declaration[1].length;
    for (const w of declaration[1].matchAll(WORD)) {
      if (NAMED_COLORS.has(w[0].toLowerCase()))
        found.push({ index: valueStart + w.index, message: `Raw colour "${w[0]}": use a colour token from ui's theme (colorVars).` });
    }
  }
  for (const m of text.matchAll(PIXELS)) {
    const value = Math.abs(Number(m[1]));
    if (value === 0 || value % grid === 0 || allowedPixels.includes(value)) continue;
    found.push({
      index: m.index,
      message: `Off-grid pixel value ${m[0]}: use spacing()/radius/typography tokens from ui's theme, or a multiple of ${grid}px.`,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

function tagName(tag) {
  if (tag.type === 'Identifier') return tag.name;
  if (tag.type === 'MemberExpression') return tagName(tag.object);
  if (tag.type === 'CallExpression') return tagName(tag.callee);
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const designTokens = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse raw colours and off-grid pixel values in styles: they come from ui's theme tokens." },
    schema: [
      {
        type: 'object',
        properties: {
          grid: { type: 'integer', minimum: 1 },
          allowedPixels: {
            type: 'array',
            items: {
              type: 'object',
              properties: { value: { type: 'number' }, reason: { type: 'string', minLength: 1 } },
              required: ['value', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const settings = { grid: options.grid ?? 4, allowedPixels: (options.allowedPixels ?? []).map((p) => p.value) };
    const sourceCode = context.sourceCode;

    const check = (node, text, offset) => {
      for (const { index, message } of findRawValues(text, settings)) {
        const loc = sourceCode.getLocFromIndex(node.range[0] + offset + index);
        context.report({ node, loc: { start: loc, end: loc }, message });
      }
    };
    // Template text starts one character after the node (the backtick or the closing brace of `${`).
    const checkQuasis = (template) =>
      template.quasis.forEach((quasi) => check(quasi, sourceCode.getText(quasi).slice(1, quasi.tail ? -1 : -2), 1));

    return {
      TaggedTemplateExpression(node) {
        if (STYLE_TAGS.has(tagName(node.tag) ?? '')) checkQuasis(node.quasi);
      },
      // Inline styles: style={{ color: '…', padding: `…` }}.
      'JSXAttribute[name.name="style"] > JSXExpressionContainer > ObjectExpression > Property'(node) {
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string') check(value, `x: ${value.value}`, 1 - 'x: '.length);
        else if (value.type === 'TemplateLiteral')
          value.quasis.forEach((quasi) => check(quasi, `x: ${sourceCode.getText(quasi).slice(1, quasi.tail ? -1 : -2)}`, 1 - 'x: '.length));
      },
    };
  },
};

export default { meta: { name: 'eslint-plugin-sift' }, rules: { 'design-tokens': designTokens } };
