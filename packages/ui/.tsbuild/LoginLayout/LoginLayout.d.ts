import type { ReactNode } from 'react';
/** The tagline under the logo on the login layout (1-shell.md §2.3). */
export declare const LOGIN_TAGLINE = "Data. Insights. Answers.";
export interface LoginLayoutProps {
    /** The welcome message above the form. */
    welcome?: ReactNode;
    /** The sign-in form or whatever else the page asks for. */
    children: ReactNode;
    /** Shown under the panel, e.g. the product version. */
    footer?: ReactNode;
}
/** The frame of the sign-in page: logo, tagline, welcome message and the form. */
export declare function LoginLayout({ welcome, children, footer }: LoginLayoutProps): import("react").JSX.Element;
