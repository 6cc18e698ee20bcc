/** The text should fill this share of the box. */
export declare const FONT_FIT_RATIO = 0.8;
/** Stop adjusting within this distance of the ratio. */
export declare const FONT_FIT_TOLERANCE = 0.05;
/** Font size (px) the first measurement is made with. */
export declare const FONT_FIT_INITIAL_SIZE = 20;
/**
 * One fitting step: the next font size given the text's measured size at `fontSize` in a box.
 * Returns `fontSize` unchanged once the larger of the width and height ratios is within tolerance.
 */
export declare function nextFontSize(fontSize: number, content: {
    width: number;
    height: number;
}, box: {
    width: number;
    height: number;
}): number;
