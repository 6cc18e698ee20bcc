/** The text should fill this share of the box. */
export const FONT_FIT_RATIO = 0.8;
/** Stop adjusting within this distance of the ratio. */
export const FONT_FIT_TOLERANCE = 0.05;
/** Font size (px) the first measurement is made with. */
export const FONT_FIT_INITIAL_SIZE = 20;

/**
 * One fitting step: the next font size given the text's measured size at `fontSize` in a box.
 * Returns `fontSize` unchanged once the larger of the width and height ratios is within tolerance.
 */
export function nextFontSize(fontSize: number, content: { width: number; height: number }, box: { width: number; height: number }): number {
  if (content.width <= 0 || content.height <= 0 || box.width <= 0 || box.height <= 0) return fontSize;
  const ratio = Math.max(content.height / (box.height * FONT_FIT_RATIO), content.width / (box.width * FONT_FIT_RATIO));
  if (Math.abs(1 - ratio) <= FONT_FIT_TOLERANCE) return fontSize;
  // Never larger than the box is high: a measurement that does not follow the font cannot run away.
  return Math.max(1, Math.min(Math.floor(box.height), Math.floor(fontSize / ratio)));
}
