import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import sift from '../eslint-plugin-sift.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [
  {
    grid: 4,
    allowedPixels: [
      { value: 1, reason: 'hairlines' },
      { value: 2, reason: 'focus rings' },
    ],
  },
];
const colour = (text) => ({ message: `Raw colour ${text}: use a colour token from ui's theme (colorVars).` });
const offGrid = (text) => ({
  message: `Off-grid pixel value ${text}: use spacing()/radius/typography tokens from ui's theme, or a multiple of 4px.`,
});

tester.run('sift/design-tokens', sift.rules['design-tokens'], {
  valid: [
    { code: 'const Box = styled.div`color: ${colorVars.text.primary}; padding: 8px 12px; gap: 4px; margin: -16px;`;', options },
    {
      code: 'const Box = styled.div`border: 1px solid ${colorVars.border.default}; outline: 2px solid ${colorVars.border.focus};`;',
      options,
    },
    {
      code: 'const Box = styled.div`background: transparent; color: currentColor; white-space: nowrap; max-height: ${(p) => p.$h}px;`;',
      options,
    },
    { code: 'const Row = styled(Base).attrs({})`&:hover { cursor: pointer; } width: 0px; z-index: 3;`;', options },
    // Text that is not a style is not checked: messages may quote colours.
    { code: "const hint = 'Enter a hex colour such as #1f77b4'; const c = `#ff0000`;", options },
    { code: '<div style={{ color: colorVars.text.primary, padding: `${8}px 12px`, background: "transparent" }} />', options },
  ],
  invalid: [
    { code: 'const Box = styled.div`color: #fff; border: 1px solid #1f77b4cc;`;', options, errors: [colour('#fff'), colour('#1f77b4cc')] },
    {
      code: 'const Box = css`box-shadow: 0 4px 12px rgb(0 0 0 / 20%); background: hsla(0, 0%, 0%, 0.5);`;',
      options,
      errors: [colour('rgb(…)'), colour('hsla(…)')],
    },
    {
      code: 'const Box = styled.span`\n  color: White;\n  background: ${bg};\n  border-color: rebeccapurple;\n`;',
      options,
      errors: [
        { ...colour('"White"'), line: 2, column: 10 },
        { ...colour('"rebeccapurple"'), line: 4, column: 17 },
      ],
    },
    {
      code: 'const Box = styled.div`padding: 6px 10px; height: 34px; margin: 0.5px;`;',
      options,
      errors: [offGrid('6px'), offGrid('10px'), offGrid('34px'), offGrid('0.5px')],
    },
    { code: 'const Global = createGlobalStyle`body { margin: 3px; }`;', options, errors: [offGrid('3px')] },
    { code: 'const Box = styled(Link).attrs({ role: "button" })`top: ${top}px; left: 5px;`;', options, errors: [offGrid('5px')] },
    {
      code: '<div style={{ color: "red", padding: "6px 8px", border: `1px solid #000` }} />',
      options,
      errors: [colour('"red"'), offGrid('6px'), colour('#000')],
    },
    // The allow-list is the configured one: without it, a hairline is off the grid too.
    { code: 'const Box = styled.div`border-width: 1px;`;', options: [{ grid: 4 }], errors: [offGrid('1px')] },
  ],
});
