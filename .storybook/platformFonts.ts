import type { BrowserCommand } from 'vitest/node';

/** One element whose text Chromium drew, at least in part, with a font installed on the machine. */
export interface SystemFontUse {
  /** The element, e.g. `button.sc-abc "Save"`. */
  element: string;
  /** The family Chromium used, e.g. `DejaVu Sans`. */
  family: string;
  /** How many of the element's glyphs came from that family. */
  glyphs: number;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const ELEMENT = 1;
const TEXT = 3;
/** The attribute that tells the command which document (the test's iframe) to look at. */
export const FONT_CHECK_ATTRIBUTE = 'data-font-check';

function attribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1];
  return undefined;
}

function findMarkedDocument(node: DomNode, marker: string): DomNode | undefined {
  if (node.nodeType === ELEMENT && node.nodeName === 'HTML' && attribute(node, FONT_CHECK_ATTRIBUTE) === marker) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findMarkedDocument(child, marker);
    if (found) return found;
  }
  return undefined;
}

/** Elements with text of their own, in this document and its shadow roots (a control's value lives in one). */
function textElements(node: DomNode, into: Array<{ node: DomNode; text: string }>): void {
  if (node.nodeType === ELEMENT && node.nodeName !== 'SCRIPT' && node.nodeName !== 'STYLE') {
    const text = (node.children ?? [])
      .filter((c) => c.nodeType === TEXT)
      .map((c) => c.nodeValue)
      .join('')
      .trim();
    if (text) into.push({ node, text });
  }
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) textElements(child, into);
}

function describe(node: DomNode, text: string): string {
  const className = attribute(node, 'class')?.split(/\s+/).filter(Boolean).slice(0, 2).join('.');
  const name = node.nodeName.toLowerCase() + (className ? `.${className}` : '');
  return `${name} "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/**
 * Which text of the marked document Chromium drew with a font that is not a web font, i.e. not one
 * of the packaged fonts `@sift/ui/fonts` loads. Asks Chromium itself (CSS.getPlatformFontsForNode), so
 * a glyph that fell back to a system font is caught even when the computed font-family names a
 * packaged family first. Text that is not rendered (display: none) uses no font and is not reported.
 */
export const systemFontsInUse: BrowserCommand<[marker: string], Promise<SystemFontUse[]>> = async (context, marker) => {
  const session = await context.context.newCDPSession(context.page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    // A story may still be re-rendering (a layout settling after its play function): a node that goes
    // away between reading the document and asking for its fonts makes the pass start over.
    for (let attempt = 1; ; attempt += 1) {
      const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
      const marked = findMarkedDocument(root, marker);
      if (!marked) throw new Error(`No document has ${FONT_CHECK_ATTRIBUTE}="${marker}"`);
      const elements: Array<{ node: DomNode; text: string }> = [];
      textElements(marked, elements);
      // Asked all at once: Chromium answers them in order, without a round trip to wait for between them.
      const answers = await Promise.all(
        elements.map(({ node }) =>
          session.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId }).then(
            (answer) => (answer as { fonts: PlatformFont[] }).fonts,
            (error: unknown) => {
              if (attempt < 5 && String(error).includes('Could not find node')) return undefined;
              throw error;
            },
          ),
        ),
      );
      const stale = answers.some((fonts) => fonts === undefined);
      const uses: SystemFontUse[] = [];
      answers.forEach((fonts, index) => {
        const { node, text } = elements[index]!;
        for (const font of fonts ?? []) {
          if (!font.isCustomFont) uses.push({ element: describe(node, text), family: font.familyName, glyphs: font.glyphCount });
        }
      });
      if (!stale) return uses;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await session.detach();
  }
};
