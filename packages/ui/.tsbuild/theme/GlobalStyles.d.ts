/** Base styles and the per-mode custom properties. Rendered once by `SiftThemeProvider`. */
export declare const GlobalStyles: import("react").NamedExoticComponent<import("styled-components").ExecutionProps & object>;
